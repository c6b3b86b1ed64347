import { Alert, Button, FileInput, Group, Progress, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  defaultTaxReturnYear,
  MAX_UPLOAD_BYTES,
  taxReturnMessages,
  taxReturnUploadSchema,
  taxReturnYears,
} from '@portal/domain';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { EntityPicker } from '../../../components/entity-picker/entity-picker';
import type { EntityOption } from '../../../components/entity-picker/search-entities';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { oversizeMessage } from '../../../lib/upload-limits';
import { useUploadTaxReturn } from '../api/upload-tax-return';

type Field = 'company_id' | 'file' | 'tax_year' | 'tax_return_name';
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly string[] = ['company_id', 'file', 'tax_year', 'tax_return_name'];
const isField = (key: string): key is Field => FIELDS.includes(key);

export const sendTaxReturnMessages = {
  uploaded: 'Tax return uploaded. It is being processed and will be ready in a few minutes.',
  draftUploaded: 'Tax return draft uploaded. It will be sent to the primary contact for review once processed.',
};

export interface SendTaxReturnDialogProps {
  opened: boolean;
  onClose: () => void;
  now?: () => Date;
  /** The entity chosen beforehand (sending from the entity's page). */
  entity?: EntityOption;
}

/** Send Tax Return (spec 002 §2, §5; issue 17 §2): one entity, a PDF, a tax year, a name; optionally as a draft. */
export function SendTaxReturnDialog({ opened, onClose, now, entity }: SendTaxReturnDialogProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Send Tax Return" size="lg">
      {opened ? <SendForm onClose={onClose} now={now} initialEntity={entity ?? null} /> : null}
    </AppModal>
  );
}

function SendForm({
  onClose,
  now = () => new Date(),
  initialEntity,
}: {
  onClose: () => void;
  now?: () => Date;
  initialEntity: EntityOption | null;
}) {
  const [years] = useState(() => taxReturnYears(now()));
  const [entity, setEntity] = useState<EntityOption | null>(initialEntity);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [taxYear, setTaxYear] = useState<string | null>(() => String(defaultTaxReturnYear(now())));
  const [asDraft, setAsDraft] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const upload = useUploadTaxReturn();
  const abort = useRef<AbortController | null>(null);

  // Closing the dialog mid-upload stops the upload.
  useEffect(() => () => abort.current?.abort(), []);

  const clear = (field: Field) => setErrors((e) => ({ ...e, [field]: undefined }));

  const pickFile = (picked: File | null) => {
    setFile(picked);
    clear('file');
    if (picked && picked.size > MAX_UPLOAD_BYTES) setErrors((e) => ({ ...e, file: oversizeMessage([picked.name]) }));
  };

  const submit = () => {
    setFormError(null);
    const parsed = taxReturnUploadSchema.safeParse({
      company_id: entity?.id ?? '',
      tax_year: taxYear ?? '',
      tax_return_name: name,
      as_draft: asDraft,
    });
    const next: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        if (isField(key)) next[key] ??= issue.message;
      }
    }
    if (!file) next.file = taxReturnMessages.fileRequired;
    else if (file.size > MAX_UPLOAD_BYTES) next.file = oversizeMessage([file.name]);
    setErrors(next);
    if (!parsed.success || !file || Object.values(next).some(Boolean)) return;

    const controller = new AbortController();
    abort.current = controller;
    setPercent(0);
    upload.mutate(
      { fields: parsed.data, file, signal: controller.signal, onProgress: (p) => setPercent(p.percent) },
      {
        onSuccess: () => {
          notify.success(asDraft ? sendTaxReturnMessages.draftUploaded : sendTaxReturnMessages.uploaded);
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
          id="tax-return-company_id"
          value={entity}
          onChange={(e) => {
            setEntity(e);
            clear('company_id');
          }}
          error={errors.company_id}
          disabled={pending}
        />
        <FileInput
          label="Tax return (PDF)"
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
          <TextInput
            label="Return name"
            placeholder="e.g. Form 1040"
            required
            maxLength={200}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              clear('tax_return_name');
            }}
            error={errors.tax_return_name}
            disabled={pending}
          />
        </Group>
        <Switch
          label="Send as a draft for approval"
          description="Stamped DRAFT on every page and sent to the entity's primary contact, who approves it or asks for changes."
          checked={asDraft}
          onChange={(e) => setAsDraft(e.currentTarget.checked)}
          disabled={pending}
        />
        {pending ? (
          <Stack gap={4}>
            <Text size="sm" id="tax-return-upload-progress">
              Uploading… {percent}%
            </Text>
            <Progress value={percent} aria-labelledby="tax-return-upload-progress" animated />
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
