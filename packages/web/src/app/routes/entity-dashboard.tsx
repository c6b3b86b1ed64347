import { Stack } from '@mantine/core';
import { ActivityLogPanel } from '../../features/activities/components/activity-log-panel';
import { EntityDashboard } from '../../features/entities/components/entity-dashboard';
import { RecentUploadsPanel } from '../../features/documents/components/recent-uploads-panel';
import { EntityQuestionnairesPanel } from '../../features/questionnaires/components/entity-questionnaires-panel';
import { RolloverItemsPanel } from '../../features/questionnaires/components/rollover/rollover-items-panel';
import { useCurrentEntityDetail } from '../entity-outlet';

export function Component() {
  const entity = useCurrentEntityDetail();
  return (
    <Stack gap="md">
      <EntityDashboard entity={entity} />
      <EntityQuestionnairesPanel companyId={entity.id} />
      <RolloverItemsPanel companyId={entity.id} />
      <RecentUploadsPanel companyId={entity.id} documentsPath={`/admin/${entity.hash_id}/documents`} />
      <ActivityLogPanel scope={{ companyId: entity.id }} />
    </Stack>
  );
}
