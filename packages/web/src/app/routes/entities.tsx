import { Button, Group, Menu, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { can, type EntityListItem } from '@portal/domain';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useDeleteEntity } from '../../features/entities/api/delete-entity';
import { entityKeys } from '../../features/entities/api/entity-keys';
import { useRestoreEntity } from '../../features/entities/api/restore-entity';
import { EntityFirmRoleBulkDialog } from '../../features/firm-roles/components/entity-firm-role-bulk-dialog';
import { BulkNotificationsDialog } from '../../features/notifications/components/bulk-notifications-dialog';
import { useTags } from '../../features/tags/api/get-tags';
import { BulkTagsDialog, openBulkTags } from '../../features/tags/components/bulk-tags-dialog';
import { RecordTagsDialog, type TaggedRecord } from '../../features/tags/components/record-tags-dialog';
import { notify } from '../../lib/notify';
import { CreateEntityDialog } from '../../features/entities/components/create-entity-dialog';
import { EntitiesTable } from '../../features/entities/components/entities-table';
import { useFirmUsers } from '../../features/users/api/list-firm-users';
import { ClientPicker } from '../../features/users/components/client-picker';
import { useCreateClientAction } from '../create-client-action';
import { useFirmEntityTypes } from '../entity-types';
import { actorOf, groupScopeOf } from '../firm-scope';
import { useSession } from '../session';

/** /admin: the Entities table with Create User and Entity and Create entity. */
export function Component() {
  const session = useSession();
  const createClient = useCreateClientAction();
  const [entityOpened, entityDialog] = useDisclosure(false);
  const navigate = useNavigate();
  const tags = useTags();
  const entityTypes = useFirmEntityTypes();
  const queryClient = useQueryClient();
  const [tagging, setTagging] = useState<TaggedRecord | null>(null);
  const [bulkIds, setBulkIds] = useState<number[] | null>(null);
  const [notifyIds, setNotifyIds] = useState<number[] | null>(null);
  const [roleIds, setRoleIds] = useState<number[] | null>(null);
  const firmUsers = useFirmUsers();
  const [deleting, setDeleting] = useState<EntityListItem | null>(null);
  const deleteEntity = useDeleteEntity();
  const restoreEntity = useRestoreEntity();
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: entityKeys.all }), [queryClient]);
  const rowMenu = useCallback(
    (e: EntityListItem) =>
      e.deleted_at ? (
        <Menu.Item
          onClick={() => restoreEntity.mutate(e.id, { onSuccess: () => notify.success('The entity was restored') })}
        >
          Restore
        </Menu.Item>
      ) : (
        <>
          <Menu.Item onClick={() => setTagging({ id: e.id, name: e.name, tags: e.entity_tags })}>Entity Tags</Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => setDeleting(e)}>
            Delete
          </Menu.Item>
        </>
      ),
    [restoreEntity],
  );
  if (!session) return null;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={1} size="h2">
          Entities
        </Title>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={entityDialog.open}>
            Create entity
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={createClient.open}>
            Create User and Entity
          </Button>
        </Group>
      </Group>
      <EntitiesTable
        groupScope={groupScopeOf(session)}
        entityTypes={entityTypes}
        onCreateClient={createClient.open}
        tagOptions={tags.data?.entity_tags ?? []}
        rowMenu={rowMenu}
        selectionActions={(ids) => (
          <>
            <Button variant="default" size="compact-sm" onClick={() => openBulkTags(ids, setBulkIds)}>
              Update Tags
            </Button>
            <Button variant="default" size="compact-sm" onClick={() => openBulkTags(ids, setNotifyIds)}>
              Notification settings
            </Button>
            {session.firm.preferences.use_firm_roles && can(actorOf(session), 'firm.roles') ? (
              <Button variant="default" size="compact-sm" onClick={() => openBulkTags(ids, setRoleIds)}>
                Assign firm role
              </Button>
            ) : null}
          </>
        )}
      />
      <BulkNotificationsDialog ids={notifyIds} onClose={() => setNotifyIds(null)} />
      <EntityFirmRoleBulkDialog
        ids={roleIds}
        staff={firmUsers.data ?? []}
        onClose={() => setRoleIds(null)}
        onSaved={refresh}
      />
      <RecordTagsDialog kind="entity" record={tagging} onClose={() => setTagging(null)} onSaved={refresh} />
      <BulkTagsDialog kind="entity" ids={bulkIds} onClose={() => setBulkIds(null)} onSaved={refresh} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete entity"
        message={`Delete ${deleting?.name ?? 'this entity'}? The entity can be restored from the Deleted status filter.`}
        confirmLabel="Delete"
        danger
        pending={deleteEntity.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          deleteEntity.mutate(deleting.id, {
            onSuccess: () => notify.success('The entity was deleted'),
            onSettled: () => setDeleting(null),
          })
        }
      />
      {createClient.dialog}
      <CreateEntityDialog
        opened={entityOpened}
        onClose={entityDialog.close}
        entityTypes={entityTypes}
        renderUserPicker={(props) => <ClientPicker {...props} />}
        onCreated={(entity) => void navigate(`/admin/${entity.hash_id}`)}
      />
    </Stack>
  );
}
