import { Alert, Anchor, Button, Group, Input, NativeSelect, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import { entityMessages, importMessages, NO_ADVISOR, type FirmGroup } from '@portal/domain';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { notify } from '../../../lib/notify';
import { RowErrorsTable } from './row-errors-table';
import { downloadTemplate, type ListType } from '../api/download-template';
import { useQueueImport, type QueueImportResult } from '../api/queue-import';
import { useValidateImport, type ImportRequest, type ImportValidation } from '../api/validate-import';
import {
  autoMapColumns,
  IMPORT_FIELDS,
  parseCsv,
  toRecords,
  type ColumnMapping,
  type ImportField,
  type ParsedFile,
} from './column-mapping';

export interface FirmUserOption {
  value: string;
  label: string;
}

const LIST_FILE_TYPES = '.csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A CSV, or the first sheet of an .xlsx (its reader loads only when a spreadsheet is chosen). */
async function readListFile(file: File): Promise<ParsedFile> {
  if (!/\.xlsx$/i.test(file.name)) return parseCsv(await file.text());
  const { parseXlsx } = await import('./read-xlsx');
  return parseXlsx(new Uint8Array(await file.arrayBuffer()));
}

export interface DiyImportDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The firm's staff, for the assignee. */
  firmUsers: FirmUserOption[];
  groupsEnabled: boolean;
  groups: FirmGroup[];
  /** A group-limited user imports into their own group. */
  fixedGroupId?: number | null;
  onQueued?: (result: QueueImportResult) => void;
}

/** DIY Import (spec 000 §2, §5): map a CSV's columns, check every row, then queue the import. */
export function DiyImportDialog({ opened, onClose, ...rest }: DiyImportDialogProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Import client list" size="xl">
      {opened ? <DiyImportForm onClose={onClose} {...rest} /> : null}
    </AppModal>
  );
}

type Errors = Partial<Record<'listType' | 'assignee' | 'group' | 'file', string>>;

const NONE = '';

function DiyImportForm({
  onClose,
  firmUsers,
  groupsEnabled,
  groups,
  fixedGroupId,
  onQueued,
}: Omit<DiyImportDialogProps, 'opened'>) {
  const [listType, setListType] = useState<string>(NONE);
  const [assignee, setAssignee] = useState<string>(NONE);
  const [groupId, setGroupId] = useState<string>(NONE);
  const [fileName, setFileName] = useState<string | null>(null);
  const [parsed, setParsed] = useState<ParsedFile | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState<ImportValidation | null>(null);
  const validate = useValidateImport();
  const queue = useQueueImport();
  const chooseGroup = groupsEnabled && (fixedGroupId === undefined || fixedGroupId === null);

  const clear = (key: keyof Errors) => setErrors((e) => ({ ...e, [key]: undefined }));

  const onFile = async (file: File | undefined) => {
    setChecked(null);
    if (!file) {
      setFileName(null);
      setParsed(null);
      setMapping({});
      return;
    }
    let contents: ParsedFile;
    try {
      contents = await readListFile(file);
    } catch (e) {
      setFileName(null);
      setParsed(null);
      setErrors((prev) => ({ ...prev, file: e instanceof Error ? e.message : String(e) }));
      return;
    }
    setFileName(file.name);
    setParsed(contents);
    setMapping(autoMapColumns(contents.headers));
    clear('file');
  };

  const request = (): ImportRequest | null => {
    const next: Errors = {};
    if (!listType) next.listType = importMessages.listTypeRequired;
    if (!assignee) next.assignee = importMessages.assigneeRequired;
    if (chooseGroup && !groupId) next.group = entityMessages.groupRequired;
    if (!parsed || !fileName) next.file = importMessages.filesRequired;
    else if (parsed.rows.length === 0) next.file = 'The file has no rows to import';
    setErrors(next);
    if (Object.values(next).some(Boolean) || !parsed || !fileName) return null;
    const group = groupsEnabled ? (chooseGroup ? Number(groupId) : (fixedGroupId ?? null)) : undefined;
    return {
      records: toRecords(parsed.rows, mapping),
      original_file_name: fileName,
      assigned_firm_user_id: Number(assignee),
      list_type: listType as ListType,
      ...(group !== undefined ? { firm_group_id: group } : {}),
    };
  };

  const onCheck = () => {
    const input = request();
    if (input) validate.mutate(input, { onSuccess: setChecked });
  };

  const onImport = () => {
    const input = request();
    if (!input) return;
    queue.mutate(input, {
      onSuccess: (result) => {
        notify.success(result.message);
        onQueued?.(result);
        onClose();
      },
    });
  };

  const columns = [
    { value: NONE, label: '(not in the file)' },
    ...(parsed?.headers ?? []).map((h) => ({ value: h, label: h })),
  ];

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onImport();
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label="List type"
            required
            data={[
              { value: NONE, label: 'Choose a list type', disabled: true },
              { value: 'individuals', label: 'Individuals' },
              { value: 'entities', label: 'Entities' },
            ]}
            value={listType}
            error={errors.listType}
            onChange={(e) => {
              setListType(e.currentTarget.value);
              setChecked(null);
              clear('listType');
            }}
          />
          <NativeSelect
            label="Assigned firm user"
            required
            data={[
              { value: NONE, label: 'Choose a firm user', disabled: true },
              { value: String(NO_ADVISOR), label: 'None' },
              ...firmUsers,
            ]}
            value={assignee}
            error={errors.assignee}
            onChange={(e) => {
              setAssignee(e.currentTarget.value);
              clear('assignee');
            }}
          />
          {chooseGroup ? (
            <NativeSelect
              label="Firm group"
              required
              data={[
                { value: NONE, label: 'Choose a firm group', disabled: true },
                ...groups.map((g) => ({ value: String(g.id), label: g.name })),
              ]}
              value={groupId}
              error={errors.group}
              onChange={(e) => {
                setGroupId(e.currentTarget.value);
                setChecked(null);
                clear('group');
              }}
            />
          ) : null}
        </SimpleGrid>
        <Input.Wrapper
          id="diy-import-file"
          label="File (CSV or Excel .xlsx)"
          required
          error={errors.file}
          description="The first row holds the column names."
        >
          <input
            id="diy-import-file"
            type="file"
            accept={LIST_FILE_TYPES}
            aria-invalid={errors.file ? true : undefined}
            style={{ display: 'block', marginTop: 4 }}
            onChange={(e) => void onFile(e.currentTarget.files?.[0])}
          />
        </Input.Wrapper>
        <Group gap="md">
          <Text size="sm">Templates:</Text>
          <Anchor component="button" type="button" size="sm" onClick={() => void downloadTemplate('individuals')}>
            Download the individuals template
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={() => void downloadTemplate('entities')}>
            Download the entities template
          </Anchor>
        </Group>

        {parsed ? (
          <Stack gap="xs">
            <Text size="sm">
              {parsed.rows.length} {parsed.rows.length === 1 ? 'row' : 'rows'} in {fileName}. Match the file&apos;s
              columns to the client fields:
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {IMPORT_FIELDS.map(({ field, label }) => (
                <NativeSelect
                  key={field}
                  label={label}
                  data={columns}
                  value={mapping[field] ?? NONE}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setMapping((m) => ({ ...m, [field as ImportField]: value || undefined }));
                    setChecked(null);
                  }}
                />
              ))}
            </SimpleGrid>
          </Stack>
        ) : null}

        {checked ? <ValidationResult result={checked} /> : null}

        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="light" onClick={onCheck} loading={validate.isPending}>
            Check rows
          </Button>
          <Button type="submit" loading={queue.isPending} disabled={!checked || checked.valid === 0}>
            Import
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "{valid} of {total} rows are ready" and every row error, before anything is written. */
export function ValidationResult({ result }: { result: ImportValidation }) {
  return (
    <Stack gap="xs">
      <Alert color={result.errors.length ? 'yellow' : 'teal'} variant="light" role="status">
        {result.valid} of {result.total} rows are ready
        {result.errors.length
          ? `. ${result.errors.length} ${result.errors.length === 1 ? 'problem was' : 'problems were'} found: rows with problems are skipped.`
          : '.'}
      </Alert>
      {result.errors.length ? (
        <ScrollArea.Autosize mah={260} type="auto">
          <RowErrorsTable errors={result.errors} label="Row errors" striped />
        </ScrollArea.Autosize>
      ) : null}
    </Stack>
  );
}
