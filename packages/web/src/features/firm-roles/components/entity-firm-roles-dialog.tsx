import { Alert, Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/notify';
import { firmRolesState } from './firm-roles-state';
import { useFirmRoles, type FirmRole } from '../api/list-firm-roles';
import { useUpdateCompanyRoles } from '../api/update-company-roles';

export const ROLE_ASSIGNED = 'Firm role assigned';
export const ROLE_UNASSIGNED = 'Firm role unassigned';

/** An entity's firm role holder (spec 000 §3 Entity firm_role_assignments). */
export interface FirmRoleAssignment {
  firm_role_id: number;
  user_id: number;
}

export interface StaffOption {
  id: number;
  full_name: string;
}

export interface EntityFirmRolesDialogProps {
  opened: boolean;
  onClose: () => void;
  entity: { id: number; name: string };
  /** The entity's assignments as loaded with it. */
  assignments: FirmRoleAssignment[];
  /** Firm staff who can hold a role. */
  staff: StaffOption[];
  /** An assignment changed: the entity's assignments are stale. */
  onChanged?: () => void;
}

/**
 * Firm roles of one entity (spec 000 §6): who holds each of the firm's roles on it; a partner or admin
 * assigns a staff member to a role (replacing its holder) or unassigns it after confirming.
 */
export function EntityFirmRolesDialog(props: EntityFirmRolesDialogProps) {
  // Changes made here, by role, so that they show before (or without) the entity being loaded again.
  const [changes, setChanges] = useState<Map<number, number | null>>(new Map());
  const holders = new Map<number, number | null>(props.assignments.map((a) => [a.firm_role_id, a.user_id]));
  changes.forEach((userId, roleId) => holders.set(roleId, userId));
  const record = (roleId: number, userId: number | null) => {
    setChanges((prev) => new Map(prev).set(roleId, userId));
    props.onChanged?.();
  };
  return (
    <AppModal opened={props.opened} onClose={props.onClose} title="Firm roles" size="xl">
      {props.opened ? <RolesTable {...props} holders={holders} onRecorded={record} /> : null}
    </AppModal>
  );
}

function RolesTable({
  entity,
  staff,
  holders,
  onRecorded,
  onClose,
}: EntityFirmRolesDialogProps & {
  holders: Map<number, number | null>;
  onRecorded: (roleId: number, userId: number | null) => void;
}) {
  const roles = useFirmRoles();
  // Both go through the entity's update_roles call (spec 000 §7); two instances keep their pending states apart.
  const assign = useUpdateCompanyRoles();
  const unassign = useUpdateCompanyRoles();
  // What the user picked per role and has not saved yet; kept when a save fails.
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [unassigning, setUnassigning] = useState<FirmRole | null>(null);
  const staffName = new Map(staff.map((s) => [s.id, s.full_name]));
  const holderName = (id: number | null | undefined) =>
    id == null ? 'No one' : (staffName.get(id) ?? 'A former staff member');

  const waiting = firmRolesState(roles, onClose);
  if (waiting || !roles.data) return waiting;
  return (
    <Stack gap="md">
      <Text size="sm">Who holds each firm role on {entity.name}. Assigning a role replaces its holder.</Text>
      {assign.isError || unassign.isError ? (
        <Alert color="red" variant="light" role="alert">
          {(assign.error ?? unassign.error)?.message}
        </Alert>
      ) : null}
      <Table aria-label={`Firm roles of ${entity.name}`} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Role</Table.Th>
            <Table.Th>Assigned to</Table.Th>
            <Table.Th>Change</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {roles.data.map((r) => {
            const current = holders.get(r.id) ?? null;
            const draft = drafts[r.id] ?? (current === null ? '' : String(current));
            const pending =
              (assign.isPending && assign.variables.firmRoleId === r.id) ||
              (unassign.isPending && unassign.variables.firmRoleId === r.id);
            return (
              <Table.Tr key={r.id}>
                <Table.Td fw={500}>{r.role_name}</Table.Td>
                <Table.Td>{holderName(current)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" align="flex-end">
                    <NativeSelect
                      aria-label={`Staff member for ${r.role_name}`}
                      data={[
                        { value: '', label: 'Choose a staff member' },
                        ...staff.map((s) => ({ value: String(s.id), label: s.full_name })),
                      ]}
                      value={draft}
                      onChange={(e) => {
                        const value = e.currentTarget.value;
                        setDrafts((d) => ({ ...d, [r.id]: value }));
                      }}
                      miw={180}
                    />
                    <Button
                      size="sm"
                      aria-label={`Assign ${r.role_name}`}
                      disabled={draft === '' || Number(draft) === current}
                      loading={pending && assign.isPending}
                      onClick={() => {
                        unassign.reset();
                        assign.mutate(
                          { firmRoleId: r.id, companyId: entity.id, userId: Number(draft) },
                          {
                            onSuccess: (result) => {
                              if (result.error) {
                                notify.error(result.error);
                                return;
                              }
                              onRecorded(r.id, Number(draft));
                              setDrafts(({ [r.id]: _saved, ...rest }) => rest);
                              notify.success(ROLE_ASSIGNED);
                            },
                          },
                        );
                      }}
                    >
                      Assign
                    </Button>
                    {current !== null ? (
                      <Button
                        size="sm"
                        variant="default"
                        aria-label={`Unassign ${r.role_name}`}
                        onClick={() => setUnassigning(r)}
                      >
                        Unassign
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
      <ConfirmDialog
        opened={unassigning !== null}
        title="Unassign firm role"
        message={`Remove ${holderName(unassigning ? holders.get(unassigning.id) : null)} as ${unassigning?.role_name ?? 'holder'} of ${entity.name}?`}
        confirmLabel="Unassign"
        danger
        zIndex={300}
        pending={unassign.isPending}
        onClose={() => setUnassigning(null)}
        onConfirm={() => {
          if (!unassigning) return;
          assign.reset();
          unassign.mutate(
            { firmRoleId: unassigning.id, companyId: entity.id, userId: null },
            {
              onSuccess: () => {
                onRecorded(unassigning.id, null);
                setDrafts(({ [unassigning.id]: _gone, ...rest }) => rest);
                notify.success(ROLE_UNASSIGNED);
              },
              onSettled: () => setUnassigning(null),
            },
          );
        }}
      />
    </Stack>
  );
}

/** The entity's firm_role_assignments when its detail carries them (spec 000 §3), else none known. */
export function assignmentsOf(entity: object): FirmRoleAssignment[] {
  const list: unknown = 'firm_role_assignments' in entity ? entity.firm_role_assignments : undefined;
  return Array.isArray(list)
    ? list.filter(
        (a): a is FirmRoleAssignment =>
          typeof a === 'object' && a !== null && typeof a.firm_role_id === 'number' && typeof a.user_id === 'number',
      )
    : [];
}
