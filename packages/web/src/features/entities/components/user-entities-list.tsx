import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/status-badge';
import { useUserEntities } from '../api/list-user-entities';

/** The entities a user owns, linking to each entity view. */
export function UserEntitiesList({ userId }: { userId: number }) {
  const entities = useUserEntities(userId);
  if (entities.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label="Loading entities">
        <Skeleton h={20} />
        <Skeleton h={20} />
      </Stack>
    );
  }
  if (entities.isError) return <Text c="red">Failed to fetch companies</Text>;
  if (entities.data.length === 0) return <Text c="dimmed">Nothing found</Text>;
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {entities.data.map((e) => (
        <Paper key={e.id} component="li" withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Anchor component={Link} to={`/admin/${e.hash_id}`} fw={500}>
              {e.name}
            </Anchor>
            <Group gap={4}>
              <Badge variant="light">{e.entity_type}</Badge>
              {e.inactive ? <StatusBadge color="gray">Inactive</StatusBadge> : null}
              {e.readonly_access ? <StatusBadge color="yellow">Read-only</StatusBadge> : null}
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
