import { Alert, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { notify } from '../../../lib/notify';
import { useAssignFirmRoleInBulk } from '../api/assign-firm-role-in-bulk';
import { firmRolesState } from './firm-roles-state';
import { useFirmRoles } from '../api/list-firm-roles';
import type { StaffOption } from './entity-firm-roles-dialog';

export const bulkAssignedMessage = (n: number) => `Firm role assigned on ${n} ${n === 1 ? 'entity' : 'entities'}`;

export interface EntityFirmRoleBulkDialogProps {
  /** The selected entities; null keeps the dialog closed. */
  ids: number[] | null;
  staff: StaffOption[];
  onClose: () => void;
  onSaved?: () => void;
}

/** Assign firm role to a selection of entities (spec 000 §6): replaces the role's holder on each. */
export function EntityFirmRoleBulkDialog({ ids, staff, onClose, onSaved }: EntityFirmRoleBulkDialogProps) {
  return (
    <AppModal opened={ids !== null} onClose={onClose} title="Assign firm role">
      {ids ? <BulkAssignForm ids={ids} staff={staff} onClose={onClose} onSaved={onSaved} /> : null}
    </AppModal>
  );
}

function BulkAssignForm({ ids, staff, onClose, onSaved }: EntityFirmRoleBulkDialogProps & { ids: number[] }) {
  const roles = useFirmRoles();
  const save = useAssignFirmRoleInBulk();
  const [roleId, setRoleId] = useState('');
  const [userId, setUserId] = useState('');
  const [errors, setErrors] = useState<{ role?: string; user?: string }>({});

  const waiting = firmRolesState(roles, onClose);
  if (waiting || !roles.data) return waiting;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const next = {
          ...(roleId ? {} : { role: 'Choose a firm role' }),
          ...(userId ? {} : { user: 'Choose a staff member' }),
        };
        setErrors(next);
        if (next.role || next.user) return;
        save.mutate(
          { firmRoleId: Number(roleId), companyIds: ids, userId: Number(userId) },
          {
            onSuccess: (result) => {
              notify.success(bulkAssignedMessage(result.updated));
              onSaved?.();
              onClose();
            },
          },
        );
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          {ids.length} selected {ids.length === 1 ? 'entity' : 'entities'}. The staff member replaces the role&apos;s
          current holder on each.
        </Text>
        {save.isError ? (
          <Alert color="red" variant="light" role="alert">
            {save.error.message}
          </Alert>
        ) : null}
        <NativeSelect
          label="Firm role"
          required
          data={[
            { value: '', label: 'Choose a firm role' },
            ...roles.data.map((r) => ({ value: String(r.id), label: r.role_name })),
          ]}
          value={roleId}
          error={errors.role}
          onChange={(e) => setRoleId(e.currentTarget.value)}
        />
        <NativeSelect
          label="Staff member"
          required
          data={[
            { value: '', label: 'Choose a staff member' },
            ...staff.map((s) => ({ value: String(s.id), label: s.full_name })),
          ]}
          value={userId}
          error={errors.user}
          onChange={(e) => setUserId(e.currentTarget.value)}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Assign
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
