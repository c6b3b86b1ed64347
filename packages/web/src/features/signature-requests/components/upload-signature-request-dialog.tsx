import { Alert, Button, FileInput, Group, Progress, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  defaultSignatureRequestTaxYear,
  MAX_UPLOAD_BYTES,
  signatureRequestMessages,
  signatureRequestTaxYears,
  signatureRequestUploadSchema,
} from '@portal/domain';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { EntityPicker } from '../../../components/entity-picker/entity-picker';
import type { EntityOption } from '../../../components/entity-picker/search-entities';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { oversizeMessage } from '../../../lib/upload-limits';
import { useUploadSignatureRequest } from '../api/upload-signature-request';

type Field = 'company_id' | 'file' | 'document_name' | 'tax_year';
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly string[] = ['company_id', 'file', 'document_name', 'tax_year'];
const isField = (key: string): key is Field => FIELDS.includes(key);

export const uploadSignatureRequestMessages = {
  uploaded: 'Signature request uploaded. It will be ready for fields in a few seconds.',
};

export interface UploadSignatureRequestDialogProps {
  opened: boolean;
  onClose: () => void;
  now?: () => Date;
  onUploaded?: (id: number) => void;
}

/** Upload Signature Request (spec 002 §2, §5): one entity, a PDF, a document name and a tax year. */
export function UploadSignatureRequestDialog({ opened, onClose, ...rest }: UploadSignatureRequestDialogProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Upload Signature Request" size="lg">
      {opened ? <UploadForm onClose={onClose} {...rest} /> : null}
    </AppModal>
  );
}

const withoutExtension = (name: string) => name.replace(/\.pdf$/i, '');

function UploadForm({
  onClose,
  now = () => new Date(),
  onUploaded,
}: Omit<UploadSignatureRequestDialogProps, 'opened'>) {
  const [years] = useState(() => signatureRequestTaxYears(now()));
  const [entity, setEntity] = useState<EntityOption | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [documentName, setDocumentName] = useState('');
  const [taxYear, setTaxYear] = useState<string | null>(() => String(defaultSignatureRequestTaxYear(now())));
  const [signedPagesOnly, setSignedPagesOnly] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const upload = useUploadSignatureRequest();
  const abort = useRef<AbortController | null>(null);

  // Closing the dialog mid-upload stops the upload.
  useEffect(() => () => abort.current?.abort(), []);

  const clear = (field: Field) => setErrors((e) => ({ ...e, [field]: undefined }));

  const pickFile = (picked: File | null) => {
    setFile(picked);
    clear('file');
    // The file's name is a good document name until the user types one.
    if (picked && !documentName.trim()) {
      setDocumentName(withoutExtension(picked.name));
      clear('document_name');
    }
    if (picked && picked.size > MAX_UPLOAD_BYTES) setErrors((e) => ({ ...e, file: oversizeMessage([picked.name]) }));
  };

  const submit = () => {
    setFormError(null);
    const parsed = signatureRequestUploadSchema.safeParse({
      company_id: entity?.id ?? '',
      document_name: documentName,
      tax_year: taxYear ?? '',
      signed_pages_only: signedPagesOnly,
    });
    const next: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        if (isField(key)) next[key] ??= issue.message;
      }
    }
    if (!file) next.file = signatureRequestMessages.fileRequired;
    else if (file.size === 0) next.file = signatureRequestMessages.emptyFile;
    else if (file.size > MAX_UPLOAD_BYTES) next.file = oversizeMessage([file.name]);
    setErrors(next);
    if (!parsed.success || !file || Object.values(next).some(Boolean)) return;

    const controller = new AbortController();
    abort.current = controller;
    setPercent(0);
    upload.mutate(
      { fields: parsed.data, file, signal: controller.signal, onProgress: (p) => setPercent(p.percent) },
      {
        onSuccess: (result) => {
          notify.success(uploadSignatureRequestMessages.uploaded);
          onUploaded?.(result.id);
          onClose();
        },
        onError: (e) => {
          if (e instanceof DOMException && e.name === 'AbortError') return;
          // Everything chosen stays; the server's messages go on the fields they name.
          const fields = isApiError(e) ? Object.entries(e.fields ?? {}) : [];
          const known = fields.filter(([key]) => isField(key)) as [Field, string][];
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
          id="signature-request-company_id"
          value={entity}
          onChange={(e) => {
            setEntity(e);
            clear('company_id');
          }}
          error={errors.company_id}
          disabled={pending}
        />
        <FileInput
          label="PDF file"
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
        <TextInput
          label="Document name"
          required
          maxLength={200}
          value={documentName}
          onChange={(e) => {
            setDocumentName(e.currentTarget.value);
            clear('document_name');
          }}
          error={errors.document_name}
          disabled={pending}
        />
        <Select
          label="Tax year"
          required
          data={years.map(String)}
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
        <Switch
          label="Signed pages only"
          description="The signed document holds only the pages with signature fields, and the certificate page."
          checked={signedPagesOnly}
          onChange={(e) => setSignedPagesOnly(e.currentTarget.checked)}
          disabled={pending}
        />
        {pending ? (
          <Stack gap={4}>
            <Text size="sm" id="signature-request-upload-progress">
              Uploading… {percent}%
            </Text>
            <Progress value={percent} aria-labelledby="signature-request-upload-progress" animated />
          </Stack>
        ) : null}
        {formError ? (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => (pending ? abort.current?.abort() : onClose())}>
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
