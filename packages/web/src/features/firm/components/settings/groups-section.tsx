import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { catalogueMessages, type FirmGroupUsage } from '@portal/domain';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { EmptyState } from '../../../../components/empty-state';
import { notify } from '../../../../lib/notify';
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
  const [deleting, setDeleting] = useState<FirmGroupUsage | null>(null);

  if (groups.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {groups.error.message}
      </Alert>
    );
  }
  if (!groups.data) {
    return (
      <Stack gap="xs" role="status" aria-label="Loading groups">
        <Skeleton h={40} />
        <Skeleton h={40} />
      </Stack>
    );
  }
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
  const list = groups.data.firm_groups;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} size="h3">
            Groups
          </Title>
          <Text size="sm" c="dimmed">
            Staff limited to a group see only its users and entities. An entity belongs to its primary contact&apos;s
            group.
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ group: null })}>
          Create group
        </Button>
      </Group>
      {list.length === 0 ? (
        <EmptyState
          title="No groups yet"
          icon={<IconUsersGroup aria-hidden stroke={1.5} />}
          description="Create a group, then choose it for staff and clients when you edit them."
        />
      ) : (
        <Paper withBorder radius="md">
          <Table aria-label="Groups" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Group</Table.Th>
                <Table.Th>Users</Table.Th>
                <Table.Th>Entities</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((g) => (
                <Table.Tr key={g.id}>
                  <Table.Td fw={500}>{g.name}</Table.Td>
                  <Table.Td>{g.user_count}</Table.Td>
                  <Table.Td>{g.entity_count}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        variant="default"
                        size="compact-sm"
                        aria-label={`Rename ${g.name}`}
                        onClick={() => setEditing({ group: g })}
                      >
                        Rename
                      </Button>
                      <Button
                        variant="default"
                        size="compact-sm"
                        aria-label={`Delete ${g.name}`}
                        onClick={() =>
                          g.user_count > 0 || g.entity_count > 0
                            ? notify({
                                kind: 'warning',
                                message: catalogueMessages.groupInUse(g.user_count, g.entity_count),
                              })
                            : setDeleting(g)
                        }
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
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete group"
        message={`Delete the group ${deleting?.name ?? ''}? It has no users or entities.`}
        confirmLabel="Delete"
        danger
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => settingsSaved(),
            onError: (e) => settingsFailed(e),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Stack>
  );
}
