import { Button, Checkbox, Group, MultiSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { dropLinkMessages, type DropLink, type UserListItem } from '@portal/domain';
import { AppModal } from '../../../components/app-modal';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSaveDropLink } from '../api/save-drop-link';

export const DROP_LINK_FAILED = { create: 'Failed to create drop link', update: 'Failed to update drop link' };

export interface DropLinkDialogProps {
  opened: boolean;
  /** The link to edit; null creates one. */
  link: DropLink | null;
  /** The firm users who can be notified. */
  staff: UserListItem[];
  staffLoading?: boolean;
  onClose: () => void;
}

interface Values {
  name: string;
  userIds: string[];
  customInstruction: string;
  hideSignInButton: boolean;
}

/** The server names its fields after the request body; the form's are ours. */
const formField: Record<string, keyof Values> = {
  name: 'name',
  subscribedUserIds: 'userIds',
  customInstruction: 'customInstruction',
  hideSignInButton: 'hideSignInButton',
};

/** Create and Edit Drop Link (spec 002 §2, §5): a name, the firm users to notify, an instruction. */
export function DropLinkDialog({ opened, link, staff, staffLoading, onClose }: DropLinkDialogProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title={link ? 'Edit Drop Link' : 'Create Drop Link'}>
      {opened ? (
        <DropLinkForm key={link?.id ?? 'new'} link={link} staff={staff} staffLoading={staffLoading} onClose={onClose} />
      ) : null}
    </AppModal>
  );
}

function DropLinkForm({ link, staff, staffLoading, onClose }: Omit<DropLinkDialogProps, 'opened'>) {
  const form = useForm<Values>({
    initialValues: {
      name: link?.name ?? '',
      userIds: (link?.subscribed_user_ids ?? []).map(String),
      customInstruction: link?.custom_instruction ?? '',
      hideSignInButton: link?.hide_sign_in_button ?? false,
    },
  });
  const save = useSaveDropLink();
  const { name, userIds } = form.getValues();
  const ready = name.trim().length > 0 && userIds.length > 0;
  const options = staff.map((u) => ({ value: String(u.id), label: u.full_name }));
  // A notified user who has since left the firm still shows, by number, so removing them is a choice.
  for (const id of userIds) if (!options.some((o) => o.value === id)) options.push({ value: id, label: `User ${id}` });

  const submit = (v: Values) =>
    save.mutate(
      {
        id: link?.id ?? null,
        body: {
          name: v.name.trim(),
          subscribedUserIds: v.userIds.map(Number),
          customInstruction: v.customInstruction.trim() || null,
          hideSignInButton: v.hideSignInButton,
        },
      },
      {
        onSuccess: () => {
          notify.success(link ? dropLinkMessages.updated : dropLinkMessages.created);
          onClose();
        },
        onError: (e) => {
          if (isApiError(e) && e.fields && Object.keys(e.fields).some((f) => f in formField)) {
            form.setErrors(
              Object.fromEntries(Object.entries(e.fields).map(([f, message]) => [formField[f] ?? f, message])),
            );
            return;
          }
          notify({
            kind: 'error',
            title: link ? DROP_LINK_FAILED.update : DROP_LINK_FAILED.create,
            message: e.message,
          });
        },
      },
    );

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => {
        if (!v.name.trim()) form.setFieldError('name', dropLinkMessages.nameRequired);
        else if (v.userIds.length === 0) form.setFieldError('userIds', dropLinkMessages.usersRequired);
        else submit(v);
      })}
    >
      <Stack gap="md">
        <TextInput label="Name" required maxLength={120} data-autofocus {...form.getInputProps('name')} />
        <MultiSelect
          label="Firm users to notify"
          description="They get a notification for every upload."
          required
          data={options}
          searchable
          nothingFoundMessage={staffLoading ? 'Loading firm users…' : 'No firm users found'}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('userIds')}
          onChange={(v) => {
            form.setFieldValue('userIds', v);
            // Editing refuses to leave a link with nobody to notify (spec 002 §5).
            form.setFieldError('userIds', v.length === 0 ? dropLinkMessages.usersRequired : null);
          }}
        />
        <Textarea
          label="Custom instruction"
          description="Shown to visitors above the upload form."
          autosize
          minRows={2}
          maxRows={6}
          maxLength={2000}
          {...form.getInputProps('customInstruction')}
        />
        <Checkbox
          label="Hide the sign-in button on the upload page"
          {...form.getInputProps('hideSignInButton', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!ready} loading={save.isPending}>
            {link ? 'Save' : 'Create'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
