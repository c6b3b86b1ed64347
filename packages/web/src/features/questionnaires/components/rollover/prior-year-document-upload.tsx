import { Button, Group, Input, Select, Stack } from '@mantine/core';
import { priorYearDocumentFieldsSchema, priorYearFolder } from '@portal/domain';
import { useId, useState, type FormEvent } from 'react';
import { notify } from '../../../../lib/notify';
import { useUploadPriorYearDocument } from '../../api/upload-prior-year-document';
import { yearOptions } from './rollover-item-form';

/**
 * Upload a prior-year document (spec 001 §4): it needs a year ('missing year'), which files it in that
 * year's STAFF ONLY folder of the entity's documents.
 */
export function PriorYearDocumentUpload({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const fileId = useId();
  const upload = useUploadPriorYearDocument(companyId);
  const [file, setFile] = useState<File | null>(null);
  const [year, setYear] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ file?: string; year?: string }>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = priorYearDocumentFieldsSchema.safeParse({ year: year ?? '' });
    const next = {
      year: parsed.success ? undefined : parsed.error.issues[0]!.message,
      file: file ? undefined : 'Choose a file to upload',
    };
    setErrors(next);
    if (!parsed.success || !file) return;
    upload.mutate(
      { year: parsed.data.year, file },
      {
        onSuccess: (r) => {
          if (r.error) return notify.error(r.error);
          notify.success(`${file.name} was filed in ${priorYearFolder(parsed.data.year)}`);
          onClose();
        },
        // The answer's field message ('missing year', a bad file) shows where it belongs; the choice stays.
        onError: (err) => notify.error(err.message),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label="Upload prior-year document" noValidate>
      <Stack gap="xs">
        <Group align="flex-start" gap="xs" wrap="wrap">
          <Input.Wrapper label="Prior-year document" labelProps={{ htmlFor: fileId }} error={errors.file}>
            <input
              id={fileId}
              type="file"
              accept=".pdf,.png,.jpg,.jpeg,.heic,.xlsx,.xls"
              style={{ display: 'block', maxWidth: '100%', marginTop: 4 }}
              onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
            />
          </Input.Wrapper>
          <Select
            label="Year"
            placeholder="Pick a year"
            data={yearOptions()}
            value={year}
            onChange={setYear}
            error={errors.year}
            w={130}
          />
        </Group>
        <Group gap="xs">
          <Button type="submit" size="xs" loading={upload.isPending}>
            Upload
          </Button>
          <Button size="xs" variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
