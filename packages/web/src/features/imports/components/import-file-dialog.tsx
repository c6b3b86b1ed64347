import {
  Alert,
  Button,
  Group,
  Input,
  List,
  NativeSelect,
  Progress,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  IMPORT_FILE_TYPES,
  importFileFieldsSchema,
  importFileTypeLabels,
  importMessages,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  NO_ADVISOR,
  TAX_SOFTWARE,
  notSupportedInBulk,
  sendTaxYears,
  taxSoftwareLabel,
  type ImportFileType,
} from '@portal/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { isApiError } from '../../../lib/api-client';
import { formatBytes } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { oversizeMessage, tooManyFilesMessage } from '../../../lib/upload-limits';
import { useUploadImportFile, type UploadImportFileResult } from '../api/upload-import-file';
import type { FirmUserOption } from './diy-import-dialog';

type ValueField = 'assignedFirmUserId' | 'listType' | 'comment' | 'documentName' | 'taxSoftware' | 'year';
type Field = 'documentType' | ValueField | 'file';
type Errors = Partial<Record<Field, string>>;
type Values = Record<ValueField, string>;

/** The fields each kind of file needs (the comment goes with every kind). */
const TYPE_FIELDS: Record<ImportFileType, ValueField[]> = {
  client_list: ['assignedFirmUserId', 'listType'],
  rollover_zip: ['taxSoftware', 'year'],
  rollover_csv: ['year'],
  other: ['documentName'],
};

const LIST_FILES = '.csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ACCEPT: Record<ImportFileType, string | undefined> = {
  client_list: LIST_FILES,
  rollover_zip: '.zip,application/zip,application/x-zip-compressed',
  rollover_csv: LIST_FILES,
  other: undefined,
};
const FILE_HINT: Record<ImportFileType, string> = {
  client_list: 'CSV or Excel .xlsx files, the first row holding the column names.',
  rollover_zip: 'Zip files of the prior-year items.',
  rollover_csv:
    'CSV or Excel .xlsx files with the columns: client name, external entity id, entity type, form name, ' +
    'detailed name, due date, rollover to next year (Y/N).',
  other: 'Any kind of file.',
};

const NONE = '';
const emptyValues: Values = {
  assignedFirmUserId: NONE,
  listType: NONE,
  comment: NONE,
  documentName: NONE,
  taxSoftware: NONE,
  year: NONE,
};

const fieldNames = new Set<string>(['documentType', 'file', ...Object.keys(emptyValues)]);
const isField = (key: string): key is Field => fieldNames.has(key);

/** The tax years of spec 002 §9 (2018 to 2025), as every year choice offers them. */
const taxYears = (): string[] => sendTaxYears().map(String);

/** Oversized or too many files are refused here, before a byte is sent. */
function fileProblem(files: File[]): string | undefined {
  if (files.length === 0) return importMessages.filesRequired;
  if (files.length > MAX_UPLOAD_FILES) return tooManyFilesMessage(files.length);
  const tooBig = files.filter((f) => f.size > MAX_UPLOAD_BYTES);
  return tooBig.length ? oversizeMessage(tooBig.map((f) => f.name)) : undefined;
}

export interface ImportFileDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The firm's staff, for a client list's assignee. */
  firmUsers: FirmUserOption[];
  onUploaded?: (result: UploadImportFileResult) => void;
}

/** Import (spec 000 §2 file type chooser): upload a client list, rollover items or another document. */
export function ImportFileDialog({ opened, onClose, ...rest }: ImportFileDialogProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Import" size="lg">
      {opened ? <ImportFileForm onClose={onClose} {...rest} /> : null}
    </AppModal>
  );
}

function ImportFileForm({ onClose, firmUsers, onUploaded }: Omit<ImportFileDialogProps, 'opened'>) {
  const [documentType, setDocumentType] = useState<ImportFileType>('client_list');
  const [values, setValues] = useState<Values>(emptyValues);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const upload = useUploadImportFile();
  const abort = useRef<AbortController | null>(null);
  const fileInputId = useId();
  const [years] = useState(taxYears);

  // Closing the dialog mid-upload stops the upload.
  useEffect(() => () => abort.current?.abort(), []);

  const set = (field: ValueField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onFiles = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    setFiles(chosen);
    setErrors((e) => ({ ...e, file: chosen.length ? fileProblem(chosen) : undefined }));
  };

  const onSubmit = () => {
    setFormError(null);
    const raw: Record<string, string> = { documentType, comment: values.comment };
    for (const field of TYPE_FIELDS[documentType]) raw[field] = values[field];
    const parsed = importFileFieldsSchema.safeParse(raw);
    const next: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'documentType');
        if (isField(key)) next[key] ??= issue.message;
      }
    }
    next.file = fileProblem(files);
    setErrors(next);
    if (!parsed.success || next.file) return;

    const controller = new AbortController();
    abort.current = controller;
    setPercent(0);
    upload.mutate(
      { fields: parsed.data, files, signal: controller.signal, onProgress: (p) => setPercent(p.percent) },
      {
        onSuccess: (result) => {
          notify.success(result.message);
          onUploaded?.(result);
          onClose();
        },
        onError: (e) => {
          if (e instanceof DOMException && e.name === 'AbortError') return;
          // Everything chosen stays as it was, so the user fixes only what the server pointed at.
          const fields = isApiError(e) ? Object.entries(e.fields ?? {}) : [];
          const known = fields.filter(([key]) => isField(key)) as [Field, string][];
          if (known.length) setErrors(Object.fromEntries(known));
          if (known.length < fields.length || !known.length) setFormError(e.message);
        },
      },
    );
  };

  const onCancel = () => {
    if (upload.isPending) abort.current?.abort();
    else onClose();
  };

  const shows = (field: ValueField) => TYPE_FIELDS[documentType].includes(field);

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md">
        <Radio.Group
          label="What are you importing?"
          required
          value={documentType}
          error={errors.documentType}
          onChange={(v) => {
            setDocumentType(v as ImportFileType);
            setErrors((e) => ({ ...e, documentType: undefined }));
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
            {IMPORT_FILE_TYPES.map((type) => (
              <Radio key={type} value={type} label={importFileTypeLabels[type]} disabled={upload.isPending} />
            ))}
          </SimpleGrid>
        </Radio.Group>

        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {shows('assignedFirmUserId') ? (
            <NativeSelect
              label="Assigned firm user"
              required
              data={[
                { value: NONE, label: 'Choose a firm user', disabled: true },
                { value: String(NO_ADVISOR), label: 'None' },
                ...firmUsers,
              ]}
              value={values.assignedFirmUserId}
              error={errors.assignedFirmUserId}
              onChange={(e) => set('assignedFirmUserId', e.currentTarget.value)}
            />
          ) : null}
          {shows('listType') ? (
            <NativeSelect
              label="List type"
              required
              data={[
                { value: NONE, label: 'Choose a list type', disabled: true },
                { value: 'individuals', label: 'Individuals' },
                { value: 'entities', label: 'Entities' },
              ]}
              value={values.listType}
              error={errors.listType}
              onChange={(e) => set('listType', e.currentTarget.value)}
            />
          ) : null}
          {shows('taxSoftware') ? (
            <NativeSelect
              label="Tax software"
              required
              data={[
                { value: NONE, label: 'Choose the tax software', disabled: true },
                // Zipped rollover items are processed in bulk: ProConnect is shown, disabled (spec 002 §3).
                ...TAX_SOFTWARE.map((s) => ({
                  value: s,
                  label: taxSoftwareLabel(s, true),
                  disabled: notSupportedInBulk(s),
                })),
              ]}
              value={values.taxSoftware}
              error={errors.taxSoftware}
              onChange={(e) => set('taxSoftware', e.currentTarget.value)}
            />
          ) : null}
          {shows('year') ? (
            <NativeSelect
              label="Tax year"
              required
              data={[{ value: NONE, label: 'Choose a tax year', disabled: true }, ...years]}
              value={values.year}
              error={errors.year}
              onChange={(e) => set('year', e.currentTarget.value)}
            />
          ) : null}
        </SimpleGrid>
        {shows('documentName') ? (
          <TextInput
            label="Description"
            description="What the document is, e.g. 'K-1s from the prior firm'."
            required
            maxLength={200}
            value={values.documentName}
            error={errors.documentName}
            onChange={(e) => set('documentName', e.currentTarget.value)}
          />
        ) : null}
        <Textarea
          label="Comment"
          autosize
          minRows={2}
          maxLength={2000}
          value={values.comment}
          error={errors.comment}
          onChange={(e) => set('comment', e.currentTarget.value)}
        />

        <Input.Wrapper
          id={fileInputId}
          label="Files"
          required
          error={errors.file}
          description={`${FILE_HINT[documentType]} Up to ${formatBytes(MAX_UPLOAD_BYTES)} each.`}
        >
          <input
            id={fileInputId}
            type="file"
            multiple
            accept={ACCEPT[documentType]}
            disabled={upload.isPending}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={[`${fileInputId}-description`, ...(errors.file ? [`${fileInputId}-error`] : [])].join(
              ' ',
            )}
            style={{ display: 'block', marginTop: 4 }}
            onChange={(e) => onFiles(e.currentTarget.files)}
          />
        </Input.Wrapper>
        {files.length ? (
          <List size="sm" aria-label="Chosen files">
            {files.map((f, i) => (
              <List.Item key={`${i}-${f.name}`}>
                {f.name} ({formatBytes(f.size)})
              </List.Item>
            ))}
          </List>
        ) : null}

        {upload.isPending ? (
          <Stack gap={4}>
            <Progress.Root size="lg">
              <Progress.Section value={percent} aria-label="Upload progress" />
            </Progress.Root>
            <Text size="sm" c="dimmed">
              Uploading… {percent}%
            </Text>
          </Stack>
        ) : null}
        {formError ? (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        ) : null}

        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {upload.isPending ? 'Cancel upload' : 'Cancel'}
          </Button>
          <Button type="submit" loading={upload.isPending}>
            Upload
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
