import { ActionIcon, Alert, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { companySettingsUpdateSchema, type CompanySettings } from '@portal/domain';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useCompanySettings, useUpdateCompanySettings } from '../api/company-settings';

const FOLDERS = 'folders_where_client_actions_disabled';
const ORDER = 'custom_document_export_order';
type Errors = Record<string, string>;

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

function FolderPatterns({
  value,
  errors,
  disabled,
  onChange,
}: {
  value: string[];
  errors: Errors;
  disabled: boolean;
  onChange: (v: string[]) => void;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="blocked-folders-title">
      <Title order={3} size="h5" id="blocked-folders-title">
        Folders where client actions are disabled
      </Title>
      <Text size="sm" c="dimmed" id="blocked-folders-hint">
        Clients cannot upload, create folders or delete in these folders or their subfolders. Write {'{year}'} for any
        year from 2000 to 2034, e.g. /{'{year}'}/Tax Returns. An empty entry blocks client actions in every folder.
      </Text>
      {value.length === 0 ? (
        <Text size="sm">No folders: clients may act in every folder they can see.</Text>
      ) : (
        value.map((pattern, i) => (
          <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              aria-label={`Folder ${i + 1}`}
              aria-describedby="blocked-folders-hint"
              placeholder="Empty: every folder"
              maxLength={300}
              value={pattern}
              disabled={disabled}
              error={errors[`${FOLDERS}.${i}`]}
              onChange={(e) => onChange(value.map((p, j) => (j === i ? e.currentTarget.value : p)))}
            />
            {disabled ? null : (
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={`Remove folder ${i + 1}`}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        ))
      )}
      {disabled ? null : (
        <Group>
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => onChange([...value, ''])}
          >
            Add folder
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function ExportOrder({
  value,
  errors,
  disabled,
  onChange,
}: {
  value: string[];
  errors: Errors;
  disabled: boolean;
  onChange: (v: string[]) => void;
}) {
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const add = () => {
    const name = draft.trim();
    if (name === '') return setDraftError('Enter a form name');
    if (value.some((v) => v.toLowerCase() === name.toLowerCase())) return setDraftError(`'${name}' is already listed`);
    onChange([...value, name]);
    setDraft('');
    setDraftError(null);
  };
  const listError = Object.entries(errors).find(([k]) => k.startsWith(ORDER))?.[1];
  return (
    <Stack gap="xs" component="section" aria-labelledby="export-order-title">
      <Title order={3} size="h5" id="export-order-title">
        Document export order
      </Title>
      <Text size="sm" c="dimmed">
        Uploaded documents are merged into questionnaire exports in this order of form names, e.g. W-2, then 1099-INT.
        Documents whose form is not listed come last. With no list, the standard tax-form order is used.
      </Text>
      {value.length === 0 ? (
        <Text size="sm">No custom order: the standard tax-form order is used.</Text>
      ) : (
        <Stack component="ol" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Export order">
          {value.map((name, i) => (
            <Group component="li" key={name} gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm">
                {i + 1}. {name}
              </Text>
              {disabled ? null : (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    aria-label={`Move ${name} up`}
                    disabled={i === 0}
                    onClick={() => onChange(move(value, i, i - 1))}
                  >
                    <IconArrowUp size={14} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    aria-label={`Move ${name} down`}
                    disabled={i === value.length - 1}
                    onClick={() => onChange(move(value, i, i + 1))}
                  >
                    <IconArrowDown size={14} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    aria-label={`Remove ${name}`}
                    onClick={() => onChange(value.filter((_, j) => j !== i))}
                  >
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {listError ? (
        <Text size="sm" c="red.8" role="alert">
          {listError}
        </Text>
      ) : null}
      {disabled ? null : (
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label="Form name"
            placeholder="e.g. 1099-DIV"
            maxLength={200}
            value={draft}
            error={draftError}
            onChange={(e) => {
              setDraft(e.currentTarget.value);
              setDraftError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <Button variant="default" mt={25} onClick={add}>
            Add form
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * Company settings of an entity (spec 002 §3, §4): where clients may not act in its documents, and the order
 * its documents are exported in. Partners, admins and full users edit them; read-only staff only read.
 */
export function CompanySettingsCard({ companyId, readOnly }: { companyId: number; readOnly: boolean }) {
  const settings = useCompanySettings(companyId);
  const save = useUpdateCompanySettings(companyId);
  const [values, setValues] = useState<CompanySettings | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    if (settings.data) setValues(settings.data);
  }, [settings.data]);
  const dirty = !!values && !!settings.data && JSON.stringify(values) !== JSON.stringify(settings.data);
  const submit = () => {
    if (!values) return;
    const parsed = companySettingsUpdateSchema.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => notify.updated(),
      onError: (e) => {
        if (isApiError(e) && e.fields) setErrors(e.fields);
        notify({ kind: 'error', title: 'Failed to update', message: e.message });
      },
    });
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="company-settings-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="company-settings-title">
          Company settings
        </Title>
        {settings.isError ? (
          <Alert color="red" variant="light" role="alert">
            {settings.error.message}
          </Alert>
        ) : !values ? (
          <Skeleton h={80} role="status" aria-label="Loading company settings" />
        ) : (
          <>
            <FolderPatterns
              value={values.folders_where_client_actions_disabled}
              errors={errors}
              disabled={readOnly}
              onChange={(v) => setValues({ ...values, folders_where_client_actions_disabled: v })}
            />
            <ExportOrder
              value={values.custom_document_export_order}
              errors={errors}
              disabled={readOnly}
              onChange={(v) => setValues({ ...values, custom_document_export_order: v })}
            />
            {readOnly ? null : (
              <Group justify="flex-end" gap="sm">
                <Button
                  variant="default"
                  disabled={!dirty}
                  onClick={() => {
                    setValues(settings.data ?? values);
                    setErrors({});
                  }}
                >
                  Discard changes
                </Button>
                <Button loading={save.isPending} disabled={!dirty} onClick={submit}>
                  Save company settings
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
