import { Text } from '@mantine/core';
import { FIRM_ROLE_PERMISSIONS } from '@portal/domain';
import { useState } from 'react';
import { AdminList } from '../../../components/admin-list/admin-list';
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
  const remove = useDeleteFirmRole();
  return (
    <AdminList<FirmRole>
      title="Firm Roles"
      level="page"
      create={{ label: 'Create firm role', onClick: () => setEditing({ role: null }) }}
      label="Firm roles"
      rows={roles.data}
      error={roles.error}
      empty={<EmptyState description="There are no firm roles yet." />}
      rowKey={(r) => r.id}
      rowLabel={(r) => r.role_name}
      columns={[
        { header: 'Role', strong: true, render: (r) => r.role_name },
        {
          header: 'Permissions',
          render: (r) => (
            <Text size="sm">
              {r.permission_ids.map((id) => permissionName.get(id) ?? `#${id}`).join(', ') || 'None'}
            </Text>
          ),
        },
      ]}
      actions={[
        { label: 'Edit', onClick: (r) => setEditing({ role: r }) },
        {
          label: 'Delete',
          confirm: {
            title: 'Delete firm role',
            message: (r) => `Delete the role ${r.role_name}? It is removed from every entity it is assigned to.`,
            run: (r) => remove.mutateAsync(r.id),
            onDone: () => notify.success('The firm role was deleted'),
          },
        },
      ]}
    >
      <FirmRoleDialog opened={editing !== null} role={editing?.role ?? null} onClose={() => setEditing(null)} />
    </AdminList>
  );
}
