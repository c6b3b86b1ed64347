import { Alert, Button, FileInput, Group, Progress, Select, Stack, Text, TextInput } from '@mantine/core';
import { MAX_UPLOAD_BYTES } from '@portal/domain';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isApiError } from '../../lib/api-client';
import { oversizeMessage } from '../../lib/upload-limits';
import type { TransferProgress } from '../../lib/upload-with-progress';
import { EntityPicker } from '../entity-picker/entity-picker';
import type { EntityOption } from '../entity-picker/search-entities';

/** What the form holds for the caller's schema to check (the caller adds its own options). */
export interface PdfUploadValues {
  company_id: number | '';
  tax_year: string;
  name: string;
}

/** A zod safeParse result, without tying this component to zod. */
type Checked<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

export interface PdfUploadInput<T> {
  fields: T;
  file: File;
  signal?: AbortSignal;
  onProgress?: (progress: TransferProgress) => void;
}

export interface PdfUploadFormProps<T, R> {
  /** Prefix of the form's element ids ('signature-request', 'tax-return'). */
  idPrefix: string;
  fileLabel: string;
  /** The name field: its label, and the schema's key for it (where errors land). */
  nameLabel: string;
  nameKey: string;
  namePlaceholder?: string;
  /** An empty name takes the chosen file's name (a document is often named like its file). */
  nameFromFile?: boolean;
  years: number[];
  defaultYear: number;
  initialEntity?: EntityOption | null;
  messages: { fileRequired: string; emptyFile?: string };
  check: (values: PdfUploadValues) => Checked<T>;
  upload: UseMutationResult<R, Error, PdfUploadInput<T>>;
  onUploaded: (result: R) => void;
  onClose: () => void;
  /** The caller's own options, between the fields and the buttons. */
  children?: ReactNode;
}

const withoutExtension = (name: string) => name.replace(/\.pdf$/i, '');

/**
 * One entity, a PDF, a name and a tax year (spec 002 §2, §5), uploaded with progress: checked with the
 * caller's domain schema before a byte is sent; the server's messages land on their fields; nothing chosen
 * is lost on a failure; closing mid-upload stops it. Signature requests and tax returns share it.
 */
export function PdfUploadForm<T, R>(props: PdfUploadFormProps<T, R>) {
  const { idPrefix, nameKey, upload, messages } = props;
  const fieldKeys = ['company_id', 'file', 'tax_year', nameKey];
  const isField = (key: string) => fieldKeys.includes(key);
  const [entity, setEntity] = useState<EntityOption | null>(props.initialEntity ?? null);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [taxYear, setTaxYear] = useState<string | null>(String(props.defaultYear));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const clear = (field: string) => setErrors((e) => ({ ...e, [field]: undefined }));

  const pickFile = (picked: File | null) => {
    setFile(picked);
    clear('file');
    if (props.nameFromFile && picked && !name.trim()) {
      setName(withoutExtension(picked.name));
      clear(nameKey);
    }
    if (picked && picked.size > MAX_UPLOAD_BYTES) setErrors((e) => ({ ...e, file: oversizeMessage([picked.name]) }));
  };

  const submit = () => {
    setFormError(null);
    const parsed = props.check({ company_id: entity?.id ?? '', tax_year: taxYear ?? '', name });
    const next: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        if (isField(key)) next[key] ??= issue.message;
      }
    }
    if (!file) next.file = messages.fileRequired;
    else if (file.size === 0 && messages.emptyFile) next.file = messages.emptyFile;
    else if (file.size > MAX_UPLOAD_BYTES) next.file = oversizeMessage([file.name]);
    setErrors(next);
    if (!parsed.success || !file || Object.keys(next).length) return;

    const controller = new AbortController();
    abort.current = controller;
    setPercent(0);
    upload.mutate(
      { fields: parsed.data, file, signal: controller.signal, onProgress: (p) => setPercent(p.percent) },
      {
        onSuccess: (result) => {
          props.onUploaded(result);
          props.onClose();
        },
        onError: (e) => {
          if (e instanceof DOMException && e.name === 'AbortError') return;
          // Everything chosen stays; the server's messages go on the fields they name.
          const fields = isApiError(e) ? Object.entries(e.fields ?? {}) : [];
          const known = fields.filter(([key]) => isField(key));
          if (known.length) setErrors(Object.fromEntries(known));
          if (!known.length || known.length < fields.length) setFormError(e.message);
        },
      },
    );
  };

  const pending = upload.isPending;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <EntityPicker
          id={`${idPrefix}-company_id`}
          value={entity}
          onChange={(e) => {
            setEntity(e);
            clear('company_id');
          }}
          error={errors.company_id}
          disabled={pending}
        />
        <FileInput
          label={props.fileLabel}
          placeholder="Choose a PDF"
          required
          accept="application/pdf,.pdf"
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
          value={file}
          onChange={pickFile}
          error={errors.file}
          disabled={pending}
          clearable
          clearButtonProps={{ 'aria-label': 'Remove the file' }}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={props.nameLabel}
            placeholder={props.namePlaceholder}
            required
            maxLength={200}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              clear(nameKey);
            }}
            error={errors[nameKey]}
            disabled={pending}
          />
          <Select
            label="Tax year"
            required
            data={props.years.map(String)}
            value={taxYear}
            onChange={(v) => {
              setTaxYear(v);
              clear('tax_year');
            }}
            error={errors.tax_year}
            disabled={pending}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        {props.children}
        {pending ? (
          <Stack gap={4}>
            <Text size="sm" id={`${idPrefix}-upload-progress`}>
              Uploading… {percent}%
            </Text>
            <Progress value={percent} aria-labelledby={`${idPrefix}-upload-progress`} animated />
          </Stack>
        ) : null}
        {formError ? (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => (pending ? abort.current?.abort() : props.onClose())}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Upload
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
