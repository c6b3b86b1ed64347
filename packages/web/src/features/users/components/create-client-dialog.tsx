import { Button, Divider, Group, NativeSelect, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DEFAULT_TIME_ZONE,
  entityMessages,
  individualEntityName,
  NEW_CUSTOM_ENTITY_TYPE,
  NO_ADVISOR,
  type CreateClientInput,
  type FirmGroup,
} from '@portal/domain';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { PhoneInput } from '../../../components/phone-input';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { US_TIME_ZONES } from '../../../lib/time-zones';
import { useCreateClient, type CreateClientResult } from '../api/create-client';
import { useFirmUsers } from '../api/list-firm-users';
import { useEmailTaken } from '../hooks/use-email-taken';
import {
  hasBlankEmail,
  INDIVIDUAL,
  parseCreateClient,
  validateCreateClient,
  type CreateClientValues,
} from './create-client-values';

export const BLANK_EMAIL_TITLE = 'Blank Email Confirmation';

export interface CreateClientDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The firm's entity types, 'New Custom Entity' last. */
  entityTypes: string[];
  groupsEnabled: boolean;
  groups: FirmGroup[];
  /** A group-limited user creates clients in their own group only: the select shows it, disabled. */
  fixedGroupId?: number | null;
  onCreated: (result: CreateClientResult) => void;
}

/** Create User and Entity (spec 000 §5 create client): the client, an optional spouse and their first entity. */
export function CreateClientDialog({ opened, onClose, ...props }: CreateClientDialogProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Create User and Entity" size="lg" closeOnClickOutside={false}>
      {/* Inside the modal, so every opening starts with an empty form. */}
      <CreateClientForm onClose={onClose} {...props} />
    </AppModal>
  );
}

function CreateClientForm({
  onClose,
  entityTypes,
  groupsEnabled,
  groups,
  fixedGroupId,
  onCreated,
}: Omit<CreateClientDialogProps, 'opened'>) {
  const groupFixed = fixedGroupId !== undefined;
  const form = useForm<CreateClientValues>({
    initialValues: {
      fname: '',
      lname: '',
      email: '',
      phone_number: '',
      time_zone: DEFAULT_TIME_ZONE,
      firm_group_id: groupFixed && fixedGroupId !== null ? String(fixedGroupId) : '',
      assigned_advisor_id: '',
      entity_type: '',
      custom_entity_type: '',
      entity_name: '',
      has_spouse: false,
      spouse: { fname: '', lname: '', email: '' },
    },
    validate: (values) => validateCreateClient(values, groupsEnabled),
  });
  const v = form.values;
  const firmUsers = useFirmUsers();
  const create = useCreateClient();
  const [confirming, setConfirming] = useState<CreateClientInput | null>(null);
  const emailTaken = useEmailTaken(v.email);
  const spouseEmailTaken = useEmailTaken(v.has_spouse ? v.spouse.email : '');

  // Assignees are staff without a group or in the chosen group (spec 000 §6).
  const groupId = groupsEnabled && v.firm_group_id ? Number(v.firm_group_id) : null;
  const assignees = (firmUsers.data ?? []).filter(
    (u) => !groupsEnabled || u.group_id === null || u.group_id === groupId,
  );
  const chooseGroup = (value: string) => {
    form.setFieldValue('firm_group_id', value);
    const still = (firmUsers.data ?? []).find((u) => String(u.id) === v.assigned_advisor_id);
    if (still && still.group_id !== null && String(still.group_id) !== value)
      form.setFieldValue('assigned_advisor_id', '');
  };

  const send = (input: CreateClientInput) =>
    create.mutate(input, {
      onSuccess: (result) => {
        notify.success(result.message);
        onCreated(result);
        onClose();
      },
      // The typed values stay; the server's rules land on their fields (and its message in a toast).
      onError: (e) => {
        if (isApiError(e) && e.fields) form.setErrors(e.fields);
      },
    });

  const submit = (values: CreateClientValues) => {
    if (emailTaken || spouseEmailTaken) {
      if (emailTaken) form.setFieldError('email', entityMessages.emailExists);
      if (spouseEmailTaken) form.setFieldError('spouse.email', entityMessages.emailExists);
      return;
    }
    const input = parseCreateClient(values, groupsEnabled);
    if (hasBlankEmail(input)) setConfirming(input);
    else send(input);
  };

  const individualName =
    v.fname.trim() || v.lname.trim()
      ? individualEntityName(v, v.has_spouse && (v.spouse.fname.trim() || v.spouse.lname.trim()) ? v.spouse : null)
      : '';
  const emailError = (path: 'email' | 'spouse.email', taken: boolean) =>
    form.errors[path] ?? (taken ? entityMessages.emailExists : undefined);

  return (
    <>
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label="First name" withAsterisk autoComplete="off" {...form.getInputProps('fname')} />
            <TextInput label="Last name" withAsterisk autoComplete="off" {...form.getInputProps('lname')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label="Email"
              type="email"
              autoComplete="off"
              description="Optional. Without one the user cannot sign in."
              {...form.getInputProps('email')}
              error={emailError('email', emailTaken)}
            />
            <PhoneInput label="Phone number" {...form.getInputProps('phone_number')} />
          </SimpleGrid>
          <NativeSelect label="Time zone" data={[...US_TIME_ZONES]} {...form.getInputProps('time_zone')} />
          <Switch label="Add spouse" {...form.getInputProps('has_spouse', { type: 'checkbox' })} />
          {v.has_spouse ? (
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <TextInput
                  label="Spouse first name"
                  withAsterisk
                  autoComplete="off"
                  {...form.getInputProps('spouse.fname')}
                />
                <TextInput
                  label="Spouse last name"
                  withAsterisk
                  autoComplete="off"
                  {...form.getInputProps('spouse.lname')}
                />
              </SimpleGrid>
              <TextInput
                label="Spouse email"
                type="email"
                autoComplete="off"
                {...form.getInputProps('spouse.email')}
                error={emailError('spouse.email', spouseEmailTaken)}
              />
            </Stack>
          ) : null}
          <Divider label="Entity" labelPosition="left" />
          <NativeSelect
            label="Entity type"
            withAsterisk
            data={[{ value: '', label: 'Choose a type' }, ...entityTypes]}
            {...form.getInputProps('entity_type')}
          />
          {v.entity_type === NEW_CUSTOM_ENTITY_TYPE ? (
            <TextInput label="Custom entity type" withAsterisk {...form.getInputProps('custom_entity_type')} />
          ) : null}
          {v.entity_type === INDIVIDUAL ? (
            <TextInput
              label="Entity name"
              readOnly
              value={individualName}
              description="An Individual entity is named after its people."
              variant="filled"
            />
          ) : (
            <TextInput label="Entity name" withAsterisk autoComplete="off" {...form.getInputProps('entity_name')} />
          )}
          <Divider label="Assignment" labelPosition="left" />
          {groupsEnabled ? (
            <NativeSelect
              label="Firm group"
              withAsterisk
              disabled={groupFixed}
              data={[
                { value: '', label: 'Choose a group' },
                ...groups.map((g) => ({ value: String(g.id), label: g.name })),
              ]}
              {...form.getInputProps('firm_group_id')}
              onChange={(e) => chooseGroup(e.currentTarget.value)}
            />
          ) : null}
          <NativeSelect
            label="Assigned firm user"
            withAsterisk
            data={[
              { value: '', label: 'Choose a firm user' },
              { value: String(NO_ADVISOR), label: 'None' },
              ...assignees.map((u) => ({ value: String(u.id), label: u.full_name })),
            ]}
            {...form.getInputProps('assigned_advisor_id')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
      <AppModal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={BLANK_EMAIL_TITLE}
        centered
        zIndex={300}
      >
        <Stack>
          <Text>{entityMessages.blankEmailConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                const input = confirming;
                setConfirming(null);
                if (input) send(input);
              }}
            >
              Proceed
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </>
  );
}
