import { Alert, Badge, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ACTIVITY_PAGE_SIZE, activityColour, pageCount } from '@portal/domain';
import dayjs from 'dayjs';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { useActivityLogs, type ActivityScope } from '../api/list-activity-logs';

export const NO_ACTIVITIES = 'No activities found.';

/** The activity log of one entity or user, newest first, in pages of 32 (spec 000 §2 Activity feed). */
export function ActivityLogPanel({ scope }: { scope: Pick<ActivityScope, 'companyId' | 'userId'> }) {
  const [page, setPage] = useState(1);
  const logs = useActivityLogs(scope, page);
  const pages = logs.data ? pageCount(logs.data.total, ACTIVITY_PAGE_SIZE) : 0;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="activity-log-title">
      <Title order={2} size="h4" mb="sm" id="activity-log-title">
        Activity log
      </Title>
      {logs.isError && !logs.data ? (
        <Alert color="red" variant="light" role="alert">
          {logs.error.message}
        </Alert>
      ) : !logs.data ? (
        <Stack gap="xs" role="status" aria-label="Loading the activity log">
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : logs.data.activity_logs.length === 0 ? (
        <EmptyState title={NO_ACTIVITIES} />
      ) : (
        <Stack gap="sm">
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {logs.data.activity_logs.map((a) => (
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
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {dayjs(a.created_at).format('MMM D, YYYY h:mm A')}
                  </Text>
                </Group>
              </li>
            ))}
          </Stack>
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              size="sm"
              getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
            />
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}
