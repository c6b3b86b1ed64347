import { Alert, Pagination, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { ACTIVITY_PAGE_SIZE, pageCount } from '@portal/domain';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { useActivityLogs, type ActivityScope } from '../api/list-activity-logs';
import { ActivityList } from './activity-list';

export const NO_ACTIVITIES = 'No activities found.';

/** The activity log of one entity, user or questionnaire, newest first, in pages of 32 (spec 000 §2 Activity feed). */
export function ActivityLogPanel({
  scope,
}: {
  scope: Pick<ActivityScope, 'companyId' | 'userId' | 'questionnaireId'>;
}) {
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
          <ActivityList logs={logs.data.activity_logs} />
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
