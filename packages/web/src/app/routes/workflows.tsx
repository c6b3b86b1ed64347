import { Alert } from '@mantine/core';
import { can, workflowMessages } from '@portal/domain';
import { useTemplates } from '../../lib/questionnaires/list-templates';
import { useFirmUsers } from '../../features/users/api/list-firm-users';
import { WorkflowsScreen } from '../../features/workflows/components/workflows-screen';
import { actorOf } from '../firm-scope';
import { useSession } from '../session';

/** /workflows (spec 002 §2): staff, when the firm has workflow_automation_enabled; partners and admins edit. */
export function Component() {
  const session = useSession();
  const canEdit = !!session && can(actorOf(session), 'workflows.edit');
  const firmUsers = useFirmUsers();
  const templates = useTemplates();
  if (!session) return null;
  if (!session.firm.preferences.workflow_automation_enabled) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {workflowMessages.disabled}
      </Alert>
    );
  }
  return (
    <WorkflowsScreen
      canEdit={canEdit}
      staff={(firmUsers.data ?? []).map((u) => ({ id: u.id, name: u.full_name }))}
      templates={canEdit ? (templates.data ?? []).map((t) => ({ id: t.id, name: t.name })) : []}
    />
  );
}
