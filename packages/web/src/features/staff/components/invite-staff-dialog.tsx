import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { inviteStaffSchema, staffMessages, type FirmGroup, type InviteStaffInput } from '@portal/domain';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useInviteStaff } from '../api/invite-staff';
import { AccessFields, groupIdOf, type AccessValues } from './staff-form-fields';

interface InviteValues extends AccessValues {
  fname: string;
  lname: string;
  email: string;
}

const resolver = zod4Resolver(inviteStaffSchema, { errorPriority: 'first' });
const toInput = (v: InviteValues) =>
  ({
    fname: v.fname,
    lname: v.lname,
    email: v.email,
    firm_access: v.firm_access,
    group_id: groupIdOf(v.group_id),
  }) as InviteStaffInput;

export interface InviteStaffDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The firm's groups, or none when firm groups are off. */
  groups: FirmGroup[];
}

/** Invite staff member: they get an email with a link to choose how they sign in. */
export function InviteStaffDialog({ opened, onClose, groups }: InviteStaffDialogProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Invite staff member" closeOnClickOutside={false}>
      {/* Inside the modal, so every opening starts with an empty form. */}
      {opened ? <InviteStaffForm onClose={onClose} groups={groups} /> : null}
    </AppModal>
  );
}

function InviteStaffForm({ onClose, groups }: Omit<InviteStaffDialogProps, 'opened'>) {
  const form = useForm<InviteValues>({
    initialValues: { fname: '', lname: '', email: '', firm_access: '', group_id: '' },
    validate: (v) => resolver(toInput(v)),
  });
  const invite = useInviteStaff();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (values: InviteValues) => {
    setFailure(null);
    const input = inviteStaffSchema.parse(toInput(values));
    invite.mutate(input, {
      onSuccess: () => {
        notify.success(staffMessages.invited(input.email), 'Invitation sent');
        onClose();
      },
      // What was typed stays; the server's reason shows on its field and above the buttons.
      onError: (e) => {
        if (isApiError(e) && e.fields) form.setErrors(e.fields);
        setFailure(e.message);
      },
    });
  };
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="First name" withAsterisk autoComplete="off" {...form.getInputProps('fname')} />
          <TextInput label="Last name" withAsterisk autoComplete="off" {...form.getInputProps('lname')} />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          withAsterisk
          autoComplete="off"
          description="The invitation goes here; it is also how they sign in."
          {...form.getInputProps('email')}
        />
        <AccessFields form={form} groups={groups} />
        {failure ? (
          <Alert color="red" variant="light" role="alert" title="The invitation was not sent">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={invite.isPending}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
