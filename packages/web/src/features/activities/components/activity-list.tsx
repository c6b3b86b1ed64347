import { Badge, Group, Stack, Text } from '@mantine/core';
import { activityColour } from '@portal/domain';
import { formatWhen } from '../../../lib/format';
import type { ActivityLog } from '../api/list-activity-logs';

/** Activity entries, newest first: the title as a coloured badge (spec 002 §3), the text, who and when. */
export function ActivityList({ logs, label }: { logs: ActivityLog[]; label?: string }) {
  return (
    <Stack gap="xs" component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {logs.map((a) => (
        <li key={a.id}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={0} miw={0}>
              <Group gap="xs">
                <Badge size="xs" variant="dot" color={activityColour(a.type_id)}>
                  {a.title}
                </Badge>
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {a.description}
              </Text>
              {a.actor_name ? (
                <Text size="xs" c="dimmed">
                  {a.actor_name}
                </Text>
              ) : null}
            </Stack>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} component="time" dateTime={a.created_at}>
              {formatWhen(a.created_at)}
            </Text>
          </Group>
        </li>
      ))}
    </Stack>
  );
}
