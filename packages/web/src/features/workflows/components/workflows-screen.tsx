import { Alert, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { workflowMessages, type Workflow } from '@portal/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
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
  const workflows = { ...list, data: list.data?.workflows };
  const agentAvailable = list.data?.agent_steps_available ?? false;
  const [editing, setEditing] = useState<{ workflow: Workflow | null } | null>(null);
  const [deleting, setDeleting] = useState<Workflow | null>(null);
  const [history, setHistory] = useState<Workflow | null>(null);
  const runs = useWorkflowRuns(history?.id ?? null);
  const remove = useDeleteWorkflow();
  const duplicate = useDuplicateWorkflow();
  const setActive = useSetWorkflowActive();
  const failed = (e: Error) => notify({ kind: 'error', title: WORKFLOW_TEXTS.actionFailed, message: e.message });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Workflows
        </Title>
        {canEdit ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ workflow: null })}>
            Create Workflow
          </Button>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        A workflow starts when a questionnaire is submitted or a new client is added, and takes its steps on that entity
        in the background.
      </Text>
      {list.data && !agentAvailable ? (
        <Alert color="blue" variant="light" title={WORKFLOW_TEXTS.noAiTitle}>
          {WORKFLOW_TEXTS.noAi}
        </Alert>
      ) : null}
      {workflows.isError ? (
        <Alert color="red" variant="light" role="alert" title={WORKFLOW_TEXTS.loadFailed}>
          {workflows.error.message}
        </Alert>
      ) : !workflows.data ? (
        <Stack gap="xs" role="status" aria-label="Loading workflows">
          <Skeleton h={40} />
          <Skeleton h={40} />
        </Stack>
      ) : workflows.data.length === 0 ? (
        <EmptyState title={workflowMessages.empty} />
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label="Workflows" verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Last Modified</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {workflows.data.map((w) => (
                  <Table.Tr key={w.id}>
                    <Table.Td fw={500}>{w.name}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <StatusBadge color={w.status === 'Active' ? 'teal' : 'gray'}>{w.status}</StatusBadge>
                        {w.agent_steps_blocked ? (
                          <Text size="sm" c="orange.9" id={`blocked-${w.id}`} title={workflowMessages.agentCannotRun}>
                            {WORKFLOW_TEXTS.blocked}
                          </Text>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>{formatDate(w.lastModified)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {canEdit ? (
                          <>
                            <Button
                              variant="default"
                              size="compact-sm"
                              aria-label={`Edit ${w.name}`}
                              onClick={() => setEditing({ workflow: w })}
                            >
                              Edit
                            </Button>
                            <Button
                              variant="default"
                              size="compact-sm"
                              aria-label={`${w.status === 'Active' ? 'Deactivate' : 'Activate'} ${w.name}`}
                              // Switching on a workflow whose agent step cannot run would fail every run (issue 38 §8).
                              disabled={w.status !== 'Active' && w.agent_steps_blocked}
                              aria-describedby={w.agent_steps_blocked ? `blocked-${w.id}` : undefined}
                              onClick={() =>
                                setActive.mutate(
                                  { id: w.id, active: w.status !== 'Active' },
                                  {
                                    onSuccess: (saved) =>
                                      notify.success(
                                        saved.status === 'Active'
                                          ? workflowMessages.activated
                                          : workflowMessages.deactivated,
                                      ),
                                    onError: failed,
                                  },
                                )
                              }
                            >
                              {w.status === 'Active' ? 'Deactivate' : 'Activate'}
                            </Button>
                            <Button
                              variant="default"
                              size="compact-sm"
                              aria-label={`Duplicate ${w.name}`}
                              onClick={() =>
                                duplicate.mutate(w.id, {
                                  onSuccess: () => notify.success(workflowMessages.duplicated),
                                  onError: failed,
                                })
                              }
                            >
                              Duplicate
                            </Button>
                          </>
                        ) : null}
                        <Button
                          variant="default"
                          size="compact-sm"
                          aria-label={`Run history of ${w.name}`}
                          onClick={() => setHistory(w)}
                        >
                          Run history
                        </Button>
                        {canEdit ? (
                          <Button
                            variant="default"
                            color="red"
                            size="compact-sm"
                            aria-label={`Delete ${w.name}`}
                            onClick={() => setDeleting(w)}
                          >
                            Delete
                          </Button>
                        ) : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
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
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete workflow"
        message={workflowMessages.confirmDelete}
        confirmLabel="Delete"
        danger
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => notify.success(workflowMessages.deleted),
            onError: failed,
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Stack>
  );
}
