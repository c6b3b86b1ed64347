import { Stack } from '@mantine/core';
import { can, hasFullFirmAccess } from '@portal/domain';
import { ActivityLogPanel } from '../../features/activities/components/activity-log-panel';
import { CompanySettingsCard } from '../../features/entities/components/company-settings-card';
import { EntityDashboard } from '../../features/entities/components/entity-dashboard';
import { RecentUploadsPanel } from '../../features/documents/components/recent-uploads-panel';
import { EntityQuestionnairesPanel } from '../../features/questionnaire-sends/components/entity-questionnaires-panel';
import { EntityTaxReturnsPanel } from '../../features/tax-returns/components/entity-tax-returns-panel';
import { TaxReturnAdminView } from '../../features/tax-return-admin-view/components/tax-return-admin-view';
import { RolloverItemsPanel } from '../../features/rollover/components/rollover-items-panel';
import { EntityWorkflowRunsPanel } from '../../features/workflows/components/entity-workflow-runs-panel';
import { useCurrentEntityDetail } from '../entity-outlet';
import { actorOf } from '../firm-scope';
import { useSession } from '../session';

export function Component() {
  const entity = useCurrentEntityDetail();
  const session = useSession();
  const actor = session ? actorOf(session) : null;
  return (
    <Stack gap="md">
      <EntityDashboard entity={entity} />
      <EntityQuestionnairesPanel companyId={entity.id} />
      {session?.firm.preferences.new_tax_return_delivery_enabled ? (
        <EntityTaxReturnsPanel entity={entity} ReturnView={TaxReturnAdminView} />
      ) : null}
      <RolloverItemsPanel companyId={entity.id} />
      <RecentUploadsPanel companyId={entity.id} documentsPath={`/admin/${entity.hash_id}/documents`} />
      {actor && hasFullFirmAccess(actor) ? (
        <CompanySettingsCard companyId={entity.id} readOnly={actor.readonly} />
      ) : null}
      <ActivityLogPanel scope={{ companyId: entity.id }} />
      {actor && session?.firm.preferences.workflow_automation_enabled ? (
        <EntityWorkflowRunsPanel companyId={entity.id} canRerun={can(actor, 'workflows.edit')} />
      ) : null}
    </Stack>
  );
}
