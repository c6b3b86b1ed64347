import { Button, Group, Menu, Stack, Title } from '@mantine/core';
import { can, type UserListItem } from '@portal/domain';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useTags } from '../../features/tags/api/get-tags';
import { BulkTagsDialog, openBulkTags } from '../../features/tags/components/bulk-tags-dialog';
import { RecordTagsDialog, type TaggedRecord } from '../../features/tags/components/record-tags-dialog';
import { useDeleteUser } from '../../features/users/api/delete-user';
import { useRestoreUser } from '../../features/users/api/restore-user';
import { userKeys } from '../../features/users/api/user-keys';
import { UpdateClientAssignmentsDialog } from '../../features/users/components/update-client-assignments-dialog';
import { UsersTable } from '../../features/users/components/users-table';
import { notify } from '../../lib/notify';
import { useCreateClientAction } from '../create-client-action';
import { useEditUserAction } from '../edit-user-action';
import { actorOf, groupScopeOf } from '../firm-scope';
import { useSession } from '../session';

/** /clients: the Users table with Create User and Entity, Edit user, tags, assignments, delete and restore. */
export function Component() {
  const session = useSession();
  const createClient = useCreateClientAction();
  const editUser = useEditUserAction();
  const tags = useTags();
  const queryClient = useQueryClient();
  const [tagging, setTagging] = useState<TaggedRecord | null>(null);
  const [bulkIds, setBulkIds] = useState<number[] | null>(null);
  const [assignIds, setAssignIds] = useState<number[] | null>(null);
  const [deleting, setDeleting] = useState<UserListItem | null>(null);
  const deleteUser = useDeleteUser();
  const restoreUser = useRestoreUser();
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: userKeys.all }), [queryClient]);
  const rowMenu = useCallback(
    (u: UserListItem) =>
      u.deleted_at ? (
        <Menu.Item
          onClick={() => restoreUser.mutate(u.id, { onSuccess: () => notify.success('The user was restored') })}
        >
          Restore
        </Menu.Item>
      ) : (
        <>
          <Menu.Item onClick={() => editUser.open(u.id)}>Edit user</Menu.Item>
          <Menu.Item onClick={() => setTagging({ id: u.id, name: u.full_name, tags: u.contact_tags })}>
            User Tags
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => setDeleting(u)}>
            Delete
          </Menu.Item>
        </>
      ),
    [editUser, restoreUser],
  );
  if (!session) return null;
  const canAssign = can(actorOf(session), 'clients.assign_advisor');
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={1} size="h2">
          Users
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={createClient.open}>
          Create User and Entity
        </Button>
      </Group>
      <UsersTable
        groupScope={groupScopeOf(session)}
        onCreateClient={createClient.open}
        tagOptions={tags.data?.contact_tags ?? []}
        rowMenu={rowMenu}
        selectionActions={(ids) => (
          <Group gap="xs">
            <Button variant="default" size="compact-sm" onClick={() => openBulkTags(ids, setBulkIds)}>
              Update Tags
            </Button>
            {canAssign ? (
              <Button variant="default" size="compact-sm" onClick={() => openBulkTags(ids, setAssignIds)}>
                Update client assignments
              </Button>
            ) : null}
          </Group>
        )}
      />
      {createClient.dialog}
      {editUser.dialog}
      <RecordTagsDialog kind="user" record={tagging} onClose={() => setTagging(null)} onSaved={refresh} />
      <BulkTagsDialog kind="user" ids={bulkIds} onClose={() => setBulkIds(null)} onSaved={refresh} />
      <UpdateClientAssignmentsDialog ids={assignIds} onClose={() => setAssignIds(null)} onSaved={refresh} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete user"
        message={`Delete ${deleting?.full_name ?? 'this user'}? The user can be restored from the Deleted status filter.`}
        confirmLabel="Delete"
        danger
        pending={deleteUser.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          deleteUser.mutate(deleting.id, {
            onSuccess: () => notify.success('The user was deleted'),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Stack>
  );
}
