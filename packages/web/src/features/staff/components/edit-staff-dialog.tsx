import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  fullName,
  staffMessages,
  updateStaffSchema,
  type FirmGroup,
  type StaffMember,
  type UpdateStaffInput,
} from '@portal/domain';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useUpdateStaff } from '../api/update-staff';
import { AccessFields, groupIdOf, type AccessValues } from './staff-form-fields';

const resolver = zod4Resolver(updateStaffSchema, { errorPriority: 'first' });

export interface EditStaffDialogProps {
  /** The staff member to change; null keeps the dialog closed. */
  member: StaffMember | null;
  onClose: () => void;
  /** The firm's groups, or none when firm groups are off. */
  groups: FirmGroup[];
}

/** Change access / group of one staff member. */
export function EditStaffDialog({ member, onClose, groups }: EditStaffDialogProps) {
  return (
    <AppModal opened={member !== null} onClose={onClose} title="Change access / group">
      {member ? <EditStaffForm key={member.id} member={member} onClose={onClose} groups={groups} /> : null}
    </AppModal>
  );
}

function EditStaffForm({ member, onClose, groups }: { member: StaffMember; onClose: () => void; groups: FirmGroup[] }) {
  // With groups off the group is left as it is: the select is not shown, so nothing is sent for it.
  const withGroup = groups.length > 0;
  const toInput = (v: AccessValues) =>
    ({
      firm_access: v.firm_access || undefined,
      ...(withGroup ? { group_id: groupIdOf(v.group_id) } : {}),
    }) as UpdateStaffInput;
  const form = useForm<AccessValues>({
    initialValues: { firm_access: member.firm_access ?? '', group_id: member.group ? String(member.group.id) : '' },
    validate: (v) => resolver(toInput(v)),
  });
  const update = useUpdateStaff();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (values: AccessValues) => {
    setFailure(null);
    update.mutate(
      { id: member.id, changes: toInput(values) },
      {
        onSuccess: () => {
          notify.success(staffMessages.updated);
          onClose();
        },
        onError: (e) => {
          if (isApiError(e) && e.fields) form.setErrors(e.fields);
          setFailure(e.message);
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <Text size="sm">
          {fullName(member)}
          {member.email ? ` (${member.email})` : ''}
        </Text>
        <AccessFields form={form} groups={groups} current={member.firm_access} />
        {failure ? (
          <Alert color="red" variant="light" role="alert" title="Failed to update">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
