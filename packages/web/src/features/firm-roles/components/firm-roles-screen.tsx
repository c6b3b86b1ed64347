import { Alert, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { FIRM_ROLE_PERMISSIONS } from '@portal/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { notify } from '../../../lib/notify';
import { useDeleteFirmRole } from '../api/delete-firm-role';
import { useFirmRoles, type FirmRole } from '../api/list-firm-roles';
import { FirmRoleDialog } from './firm-role-dialog';

const permissionName = new Map<number, string>(FIRM_ROLE_PERMISSIONS.map((p) => [p.id, p.name]));

/** /settings/roles: the firm's roles with their permissions; create, edit and delete. */
export function FirmRolesScreen() {
  const roles = useFirmRoles();
  const [editing, setEditing] = useState<{ role: FirmRole | null } | null>(null);
  const [deleting, setDeleting] = useState<FirmRole | null>(null);
  const remove = useDeleteFirmRole();
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Firm Roles
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ role: null })}>
          Create firm role
        </Button>
      </Group>
      {roles.isError ? (
        <Alert color="red" variant="light" role="alert">
          {roles.error.message}
        </Alert>
      ) : !roles.data ? (
        <Stack gap="xs" role="status" aria-label="Loading firm roles">
          <Skeleton h={40} />
          <Skeleton h={40} />
        </Stack>
      ) : roles.data.length === 0 ? (
        <EmptyState description="There are no firm roles yet." />
      ) : (
        <Paper withBorder radius="md">
          <Table aria-label="Firm roles" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Role</Table.Th>
                <Table.Th>Permissions</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {roles.data.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td fw={500}>{r.role_name}</Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {r.permission_ids.map((id) => permissionName.get(id) ?? `#${id}`).join(', ') || 'None'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        variant="default"
                        size="compact-sm"
                        aria-label={`Edit ${r.role_name}`}
                        onClick={() => setEditing({ role: r })}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="default"
                        size="compact-sm"
                        aria-label={`Delete ${r.role_name}`}
                        onClick={() => setDeleting(r)}
                      >
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      <FirmRoleDialog opened={editing !== null} role={editing?.role ?? null} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete firm role"
        message={`Delete the role ${deleting?.role_name ?? ''}? It is removed from every entity it is assigned to.`}
        confirmLabel="Delete"
        danger
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => notify.success('The firm role was deleted'),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Stack>
  );
}
