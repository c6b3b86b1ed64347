import { Alert, Group, Text } from '@mantine/core';
import { workflowMessages, type Workflow } from '@portal/domain';
import { useState } from 'react';
import { AdminList } from '../../../components/admin-list/admin-list';
import { EmptyState } from '../../../components/empty-state';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useDeleteWorkflow } from '../api/delete-workflow';
import { useDuplicateWorkflow } from '../api/duplicate-workflow';
import { useWorkflows } from '../api/list-workflows';
import { useWorkflowRuns } from '../api/list-workflow-runs';
import { useSetWorkflowActive } from '../api/set-workflow-active';
import { WorkflowDialog } from './workflow-dialog';
import { WorkflowRunsDialog } from './workflow-runs-dialog';
import type { StepOption } from './workflow-step-fields';

export const WORKFLOW_TEXTS = {
  loadFailed: 'Failed to load workflows',
  actionFailed: 'The workflow could not be changed',
  noAiTitle: 'Built-in steps only',
  noAi: 'Workflows message clients, request items, tag, assign, add notes and send questionnaires without an AI service. Agent steps, a task in words for an AI model, need one: set AI_API_KEY, and AI_BASE_URL for any OpenAI-compatible server (a self-hosted one too) with AI_MODEL, then restart the portal.',
  blocked: 'Agent step cannot run',
};

export interface WorkflowsScreenProps {
  /** Partners and admins edit; the other staff view. */
  canEdit: boolean;
  staff: StepOption[];
  templates: StepOption[];
}

/** /workflows (spec 002 §2, §3): Name, Status, Last Modified, Actions. */
export function WorkflowsScreen({ canEdit, staff, templates }: WorkflowsScreenProps) {
  const list = useWorkflows();
  const agentAvailable = list.data?.agent_steps_available ?? false;
  const [editing, setEditing] = useState<{ workflow: Workflow | null } | null>(null);
  const [history, setHistory] = useState<Workflow | null>(null);
  const runs = useWorkflowRuns(history?.id ?? null);
  const remove = useDeleteWorkflow();
  const duplicate = useDuplicateWorkflow();
  const setActive = useSetWorkflowActive();
  const failed = (e: Error) => notify({ kind: 'error', title: WORKFLOW_TEXTS.actionFailed, message: e.message });

  return (
    <AdminList<Workflow>
      title="Workflows"
      level="page"
      description="A workflow starts when a questionnaire is submitted or a new client is added, and takes its steps on that entity in the background."
      create={canEdit ? { label: 'Create Workflow', onClick: () => setEditing({ workflow: null }) } : undefined}
      notice={
        list.data && !agentAvailable ? (
          <Alert color="blue" variant="light" title={WORKFLOW_TEXTS.noAiTitle}>
            {WORKFLOW_TEXTS.noAi}
          </Alert>
        ) : null
      }
      label="Workflows"
      rows={list.data?.workflows}
      error={list.error}
      errorTitle={WORKFLOW_TEXTS.loadFailed}
      empty={<EmptyState title={workflowMessages.empty} />}
      minWidth={640}
      rowKey={(w) => w.id}
      rowLabel={(w) => w.name}
      columns={[
        { header: 'Name', strong: true, render: (w) => w.name },
        {
          header: 'Status',
          render: (w) => (
            <Group gap="xs" wrap="nowrap">
              <StatusBadge color={w.status === 'Active' ? 'teal' : 'gray'}>{w.status}</StatusBadge>
              {w.agent_steps_blocked ? (
                <Text size="sm" c="orange.9" id={`blocked-${w.id}`} title={workflowMessages.agentCannotRun}>
                  {WORKFLOW_TEXTS.blocked}
                </Text>
              ) : null}
            </Group>
          ),
        },
        { header: 'Last Modified', render: (w) => formatDate(w.lastModified) },
      ]}
      actions={[
        { label: 'Edit', shown: () => canEdit, onClick: (w) => setEditing({ workflow: w }) },
        {
          label: (w) => (w.status === 'Active' ? 'Deactivate' : 'Activate'),
          shown: () => canEdit,
          // Switching on a workflow whose agent step cannot run would fail every run (issue 38 §8).
          disabled: (w) => w.status !== 'Active' && w.agent_steps_blocked,
          describedBy: (w) => (w.agent_steps_blocked ? `blocked-${w.id}` : undefined),
          onClick: (w) =>
            setActive.mutate(
              { id: w.id, active: w.status !== 'Active' },
              {
                onSuccess: (saved) =>
                  notify.success(saved.status === 'Active' ? workflowMessages.activated : workflowMessages.deactivated),
                onError: failed,
              },
            ),
        },
        {
          label: 'Duplicate',
          shown: () => canEdit,
          onClick: (w) =>
            duplicate.mutate(w.id, {
              onSuccess: () => notify.success(workflowMessages.duplicated),
              onError: failed,
            }),
        },
        { label: 'Run history', ariaLabel: (w) => `Run history of ${w.name}`, onClick: (w) => setHistory(w) },
        {
          label: 'Delete',
          shown: () => canEdit,
          color: 'red',
          confirm: {
            title: 'Delete workflow',
            message: () => workflowMessages.confirmDelete,
            run: (w) => remove.mutateAsync(w.id),
            onDone: () => notify.success(workflowMessages.deleted),
            onFailed: failed,
          },
        },
      ]}
    >
      <WorkflowDialog
        opened={editing !== null}
        workflow={editing?.workflow ?? null}
        agentAvailable={agentAvailable}
        staff={staff}
        templates={templates}
        onClose={() => setEditing(null)}
      />
      <WorkflowRunsDialog
        title={history?.name ?? null}
        runs={runs.data}
        error={runs.error}
        canRerun={canEdit}
        onClose={() => setHistory(null)}
      />
    </AdminList>
  );
}
