import { Stack } from '@mantine/core';
import { ActivityLogPanel } from '../../features/activities/components/activity-log-panel';
import { EntityDashboard } from '../../features/entities/components/entity-dashboard';
import { useCurrentEntityDetail } from '../entity-outlet';

export function Component() {
  const entity = useCurrentEntityDetail();
  return (
    <Stack gap="md">
      <EntityDashboard entity={entity} />
      <ActivityLogPanel scope={{ companyId: entity.id }} />
    </Stack>
  );
}
