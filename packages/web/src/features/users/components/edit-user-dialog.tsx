import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { isTemporaryEmail, NO_ADVISOR, userMessages, type User } from '@portal/domain';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { EntityEmailChangeDialog } from './entity-email-change-dialog';
import type { FirmGroupScope } from '../../../components/data-table/table-toolbar';
import { PhoneInput } from '../../../components/phone-input';
import { StatusBadge } from '../../../components/status-badge';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { timeZoneOptions } from '../../../lib/time-zones';
import { useAssignTemporaryEmail } from '../api/assign-temporary-email';
import { useUserDetails } from '../api/get-user-details';
import { useFirmUsers } from '../api/list-firm-users';
import { useUpdateUser, type UserChanges } from '../api/update-user';
import {
  editUserChanges,
  editUserValuesOf,
  SETTINGS_FIELDS,
  validateEditUser,
  type EditUserValues,
} from './edit-user-values';
import { ActivateUserDialog, DeactivateUserDialog } from './user-status-dialogs';

export interface EditUserDialogProps {
  /** The user to edit; null keeps the dialog closed. */
  userId: number | null;
  onClose: () => void;
  groupScope: FirmGroupScope;
  /** Only partner or full users change the assigned firm user (spec 000 §6). */
  canAssignAdvisor: boolean;
  externalIdAllowed: boolean;
}

/** Edit user (spec 000 §2, §5) with its Details and Settings tabs. */
export function EditUserDialog({ userId, onClose, ...props }: EditUserDialogProps) {
  const user = useUserDetails(userId);
  return (
    <AppModal opened={userId !== null} onClose={onClose} title="Edit user" size="lg" closeOnClickOutside={false}>
      {user.data ? (
        <EditUserForm key={user.data.id} user={user.data} onClose={onClose} {...props} />
      ) : user.isError ? (
        <Alert color="red" variant="light" role="alert">
          {user.error.message}
        </Alert>
      ) : (
        <Stack gap="sm" role="status" aria-label="Loading the user">
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      )}
    </AppModal>
  );
}

type Tab = 'details' | 'settings';
const tabOf = (fields: string[]): Tab =>
  fields.length > 0 && fields.every((f) => (SETTINGS_FIELDS as readonly string[]).includes(f)) ? 'settings' : 'details';

function EditUserForm({
  user,
  onClose,
  groupScope,
  canAssignAdvisor,
  externalIdAllowed,
}: Omit<EditUserDialogProps, 'userId'> & { user: User }) {
  const form = useForm<EditUserValues>({ initialValues: editUserValuesOf(user), validate: validateEditUser });
  const [tab, setTab] = useState<Tab>('details');
  const [paying, setPaying] = useState(user.paying);
  const [statusDialog, setStatusDialog] = useState<'activate' | 'deactivate' | null>(null);
  const [emailEntities, setEmailEntities] = useState<string | null>(null);
  const save = useUpdateUser(user.id);
  const status = useUpdateUser(user.id);
  const removeEmail = useAssignTemporaryEmail(user.id);
  // A client's real email can be removed, leaving a temporary one (spec 000 §7 assign_temporary_email).
  const canRemoveEmail = !user.is_advisor && !!user.email && !isTemporaryEmail(user.email);
  const onRemoveEmail = () =>
    removeEmail.mutate(undefined, {
      onSuccess: ({ message }) => {
        notify.success(message);
        onClose();
      },
      onError: (e) => {
        // The sign-in rule names the field; anything else gets the spec's text.
        const field = isApiError(e) ? e.fields?.email : undefined;
        if (field) form.setFieldError('email', field);
        notify.error(field ?? userMessages.emailRemoveFailed);
      },
    });
  const firmUsers = useFirmUsers();
  const groupFixed = groupScope.fixedGroupId !== undefined;
  const chosenGroup = form.values.group_id ? Number(form.values.group_id) : null;
  const advisorOptions = [
    { value: String(NO_ADVISOR), label: 'None' },
    ...(firmUsers.data ?? [])
      .filter((u) => !groupScope.enabled || u.group_id === null || chosenGroup === null || u.group_id === chosenGroup)
      .map((u) => ({ value: String(u.id), label: u.full_name })),
  ];

  const showServerError = (e: unknown) => {
    if (!isApiError(e) || !e.fields) return;
    form.setErrors(e.fields);
    setTab(tabOf(Object.keys(e.fields)));
  };

  const submit = (values: EditUserValues, updateEntityEmails?: boolean) => {
    const changes = editUserChanges(values, form.getInitialValues());
    if (Object.keys(changes).length === 0) {
      notify.success(userMessages.updated);
      onClose();
      return;
    }
    save.mutate(updateEntityEmails === undefined ? changes : { ...changes, update_entity_emails: updateEntityEmails }, {
      onSuccess: () => {
        notify.success(userMessages.updated);
        onClose();
      },
      onError: (e) => {
        // The server asks first when the old email is also some entities' business email.
        const entities = isApiError(e) ? e.fields?.update_entity_emails : undefined;
        if (entities) setEmailEntities(entities);
        else showServerError(e);
      },
    });
  };

  const changeStatus = (changes: UserChanges) =>
    status.mutate(changes, {
      onSuccess: (saved) => {
        setPaying(saved.paying);
        form.setFieldValue('readonly_access', saved.readonly_access);
        form.setInitialValues({ ...form.getInitialValues(), readonly_access: saved.readonly_access });
        setStatusDialog(null);
        notify.success(userMessages.statusUpdated);
      },
      onError: (e) => {
        setStatusDialog(null);
        showServerError(e);
      },
    });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (values) => submit(values),
        (errors) => setTab(tabOf(Object.keys(errors))),
      )}
      aria-label="Edit user"
    >
      <Stack gap="md">
        <Tabs value={tab} onChange={(t) => setTab(t === 'settings' ? 'settings' : 'details')} keepMounted>
          <Tabs.List>
            <Tabs.Tab value="details">Details</Tabs.Tab>
            <Tabs.Tab value="settings">Settings</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="details" pt="md">
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="First name" required {...form.getInputProps('fname')} />
                <TextInput label="Last name" required {...form.getInputProps('lname')} />
              </SimpleGrid>
              <TextInput label="Preferred name" {...form.getInputProps('preferred_name')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Stack gap={4}>
                  <TextInput label="Email" type="email" {...form.getInputProps('email')} />
                  {canRemoveEmail ? (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      color="red"
                      style={{ alignSelf: 'flex-start' }}
                      loading={removeEmail.isPending}
                      onClick={onRemoveEmail}
                    >
                      Remove email
                    </Button>
                  ) : null}
                </Stack>
                <PhoneInput label="Phone number" {...form.getInputProps('phone_number')} />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <PhoneInput label="Work phone number" autoComplete="off" {...form.getInputProps('work_phone_number')} />
                <TextInput label="Work phone extension" {...form.getInputProps('work_phone_extension')} />
              </SimpleGrid>
              {externalIdAllowed ? (
                <TextInput label="External user ID" {...form.getInputProps('external_user_id')} />
              ) : null}
              <NativeSelect
                label="Time zone"
                data={timeZoneOptions(user.time_zone)}
                {...form.getInputProps('time_zone')}
              />
              <Radio.Group label="Preferred contact method" {...form.getInputProps('preferred_contact_method')}>
                <Group gap="lg" mt="xs">
                  <Radio value="email" label="By email" />
                  <Radio value="sms" label="By text message" />
                </Group>
              </Radio.Group>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="settings" pt="md">
            <Stack gap="sm">
              <NativeSelect
                label="Assigned firm user"
                data={advisorOptions}
                disabled={!canAssignAdvisor}
                description={canAssignAdvisor ? undefined : 'Only partners and full users can change it.'}
                {...form.getInputProps('assigned_advisor_id')}
              />
              {groupScope.enabled ? (
                <NativeSelect
                  label="Firm group"
                  disabled={groupFixed}
                  data={[
                    { value: '', label: 'No group' },
                    ...groupScope.groups.map((g) => ({ value: String(g.id), label: g.name })),
                  ]}
                  {...form.getInputProps('group_id')}
                />
              ) : null}
              <Switch
                label="Read-only access"
                description={paying ? undefined : userMessages.readonlyOnlyActive}
                disabled={!paying}
                {...form.getInputProps('readonly_access', { type: 'checkbox' })}
              />
              <Group justify="space-between" mt="xs">
                <Group gap="xs">
                  <Text size="sm">Status</Text>
                  <StatusBadge color={paying ? 'teal' : 'gray'}>{paying ? 'Active' : 'Deactivated'}</StatusBadge>
                </Group>
                {paying ? (
                  <Button variant="light" color="red.9" onClick={() => setStatusDialog('deactivate')}>
                    Deactivate
                  </Button>
                ) : (
                  <Button variant="light" onClick={() => setStatusDialog('activate')}>
                    Activate
                  </Button>
                )}
              </Group>
            </Stack>
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
      <EntityEmailChangeDialog
        entityNames={emailEntities}
        oldEmail={form.getInitialValues().email}
        newEmail={form.values.email}
        pending={save.isPending}
        onClose={() => setEmailEntities(null)}
        onChoose={(updateEntities) => {
          setEmailEntities(null);
          submit(form.values, updateEntities);
        }}
      />
      <ActivateUserDialog
        opened={statusDialog === 'activate'}
        onClose={() => setStatusDialog(null)}
        userName={user.full_name}
        pending={status.isPending}
        onConfirm={(withEntities) => changeStatus({ paying: true, is_activating_all_entities: withEntities })}
      />
      <DeactivateUserDialog
        opened={statusDialog === 'deactivate'}
        onClose={() => setStatusDialog(null)}
        userName={user.full_name}
        pending={status.isPending}
        onConfirm={(withEntities) => changeStatus({ paying: false, is_deactivating_all_entities: withEntities })}
      />
    </form>
  );
}
