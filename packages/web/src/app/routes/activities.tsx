import { Stack, Title } from '@mantine/core';
import { ActivityFeed } from '../../features/activities/components/activity-feed';

/** /activities: the firm's activity feed, for advisors (spec 000 §2, 002 §2). */
export function Component() {
  return (
    <Stack gap="md">
      <Title order={1}>Activities</Title>
      <ActivityFeed />
    </Stack>
  );
}
