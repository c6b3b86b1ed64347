import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { catalogueMessages, type FirmGroupUsage } from '@portal/domain';
import { IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminList, ListLoadState } from '../../../../components/admin-list/admin-list';
import { EmptyState } from '../../../../components/empty-state';
import { useDeleteFirmGroup, useFirmGroups, useSaveFirmGroup } from '../../api/firm-groups';
import { NameDialog } from './name-dialog';
import { settingsFailed, settingsSaved } from './save-feedback';

/**
 * Firm settings → Groups (spec 000 §6 firm groups): a group limits what its staff see to its own users
 * and entities. Partners create, rename and delete them; a group that still holds anyone is kept.
 */
export function GroupsSection() {
  const groups = useFirmGroups();
  const save = useSaveFirmGroup();
  const remove = useDeleteFirmGroup();
  const [editing, setEditing] = useState<{ group: FirmGroupUsage | null } | null>(null);

  if (groups.isError || !groups.data) return <ListLoadState error={groups.error} loadingLabel="Loading groups" />;
  if (!groups.data.has_firm_groups) {
    return (
      <Paper withBorder p="lg" radius="md" maw={640}>
        <Stack gap="xs">
          <Title order={2} size="h3">
            Groups
          </Title>
          <Text size="sm">
            Firm groups are turned off. Turn on &lsquo;Firm groups&rsquo; in{' '}
            <Anchor component={Link} to="/firm?tab=preferences">
              Preferences
            </Anchor>{' '}
            to split your staff and clients into groups that only see their own people.
          </Text>
        </Stack>
      </Paper>
    );
  }
  return (
    <AdminList<FirmGroupUsage>
      title="Groups"
      description="Staff limited to a group see only its users and entities. An entity belongs to its primary contact's group."
      create={{ label: 'Create group', onClick: () => setEditing({ group: null }) }}
      label="Groups"
      rows={groups.data.firm_groups}
      empty={
        <EmptyState
          title="No groups yet"
          icon={<IconUsersGroup aria-hidden stroke={1.5} />}
          description="Create a group, then choose it for staff and clients when you edit them."
        />
      }
      rowKey={(g) => g.id}
      rowLabel={(g) => g.name}
      columns={[
        { header: 'Group', strong: true, render: (g) => g.name },
        { header: 'Users', render: (g) => g.user_count },
        { header: 'Entities', render: (g) => g.entity_count },
      ]}
      actions={[
        { label: 'Rename', onClick: (g) => setEditing({ group: g }) },
        {
          label: 'Delete',
          // A group that still holds anyone is kept: say so rather than ask (spec 000 §6).
          blockedBy: (g) =>
            g.user_count > 0 || g.entity_count > 0 ? catalogueMessages.groupInUse(g.user_count, g.entity_count) : null,
          confirm: {
            title: 'Delete group',
            message: (g) => `Delete the group ${g.name}? It has no users or entities.`,
            run: (g) => remove.mutateAsync(g.id),
            onDone: () => settingsSaved(),
            onFailed: (e) => settingsFailed(e),
          },
        },
      ]}
    >
      <NameDialog
        opened={editing !== null}
        title={editing?.group ? `Rename ${editing.group.name}` : 'Create group'}
        label="Group name"
        initialName={editing?.group?.name ?? ''}
        submitLabel={editing?.group ? 'Rename' : 'Create'}
        maxLength={80}
        onSubmit={(name) => save.mutateAsync({ id: editing?.group?.id ?? null, name }).then(() => settingsSaved())}
        onClose={() => setEditing(null)}
      />
    </AdminList>
  );
}
