import { List, Stack, Text } from '@mantine/core';
import { ROLLOVER_CSV_COLUMNS, rolloverImportSchema, type RolloverImportResult } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { notify } from '../../../lib/notify';
import type { RolloverMutations } from '../api/rollover-items';
import { FileAndYearFields, SubmitAndClose } from './file-and-year-fields';

/**
 * Import CSV (spec 002 §5): the file is read in the browser and its text posted with the year of
 * its items; the answer says how many were created and which rows were skipped, and why.
 */
export function RolloverCsvImport({ m, onClose }: { m: RolloverMutations; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [year, setYear] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ csv?: string; year?: string }>({});
  const [result, setResult] = useState<RolloverImportResult>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const csv = file ? await file.text() : '';
    const parsed = rolloverImportSchema.safeParse({ csv, year: year ? Number(year) : undefined });
    if (!parsed.success) {
      const next: { csv?: string; year?: string } = {};
      for (const issue of parsed.error.issues) next[issue.path[0] === 'year' ? 'year' : 'csv'] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    m.importCsv.mutate(parsed.data, {
      onSuccess: (r) => {
        setResult(r);
        notify.success(`${r.message}: ${r.created} created, ${r.skipped.length} skipped`);
      },
      onError: (err) => notify.error(err.message),
    });
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Import rollover CSV" noValidate>
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          Columns, in this order: {ROLLOVER_CSV_COLUMNS.join(', ')}. Entities are matched by external entity id, else by
          name.
        </Text>
        <FileAndYearFields
          fileLabel="Rollover CSV file"
          accept=".csv,text/csv"
          onFile={setFile}
          year={year}
          onYear={setYear}
          errors={{ file: errors.csv, year: errors.year }}
        />
        <SubmitAndClose label="Import" pending={m.importCsv.isPending} onClose={onClose} />
        {result ? (
          <div role="status">
            <Text size="sm">
              {result.created === 1 ? '1 item created' : `${result.created} items created`},{' '}
              {result.skipped.length === 1 ? '1 row skipped' : `${result.skipped.length} rows skipped`}
            </Text>
            {result.skipped.length ? (
              <List size="sm" aria-label="Skipped rows">
                {result.skipped.map((s) => (
                  <List.Item key={s.row}>
                    Row {s.row}: {s.reason}
                  </List.Item>
                ))}
              </List>
            ) : null}
          </div>
        ) : null}
      </Stack>
    </form>
  );
}
