import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { workflowMessages, workflowStepLabels, type WorkflowRun, type WorkflowStepType } from '@portal/domain';
import dayjs from 'dayjs';
import { AppModal } from '../../../components/app-modal';
import { StatusBadge } from '../../../components/status-badge';
import { notify } from '../../../lib/notify';
import { useRerunWorkflow } from '../api/rerun-workflow';

const statusColor: Record<string, string> = {
  queued: 'gray',
  running: 'blue',
  succeeded: 'teal',
  failed: 'red',
  refused: 'orange',
};

const stepName = (action: string | null, stepType: string) =>
  action === null
    ? (workflowStepLabels[stepType as WorkflowStepType] ?? stepType)
    : (workflowStepLabels[action as WorkflowStepType] ?? action);

const when = (iso: string) => dayjs(iso).format('MMM D, YYYY h:mm:ss A');
const show = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

export interface WorkflowRunListProps {
  runs: WorkflowRun[] | undefined;
  error?: Error | null;
  /** Whether the viewer may run a workflow again (partners and admins). */
  canRerun: boolean;
}

/** Runs, newest first: the trigger, the entity, and each step's input, action, result or reason, and time. */
export function WorkflowRunList({ runs, error, canRerun }: WorkflowRunListProps) {
  const rerun = useRerunWorkflow();
  if (error)
    return (
      <Alert color="red" variant="light" role="alert">
        {error.message}
      </Alert>
    );
  if (!runs)
    return (
      <Stack gap="xs" role="status" aria-label="Loading runs">
        <Skeleton h={60} />
      </Stack>
    );
  if (!runs.length) return <Text c="dimmed">{workflowMessages.noRuns}</Text>;
  return (
    <Stack gap="sm">
      {runs.map((run) => (
        <Paper key={run.id} withBorder p="sm" radius="md" component="section" aria-label={`Run ${run.id}`}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0}>
              <Text fw={600}>
                {run.workflow_title} · {run.company_name}
              </Text>
              <Text size="sm" c="dimmed">
                {run.trigger.replaceAll('_', ' ')} · {when(run.created_at)}
              </Text>
            </Stack>
            <Group gap="xs">
              <StatusBadge color={statusColor[run.status] ?? 'gray'}>{run.status}</StatusBadge>
              {canRerun ? (
                <Button
                  size="compact-sm"
                  variant="default"
                  aria-label={`Run again: run ${run.id}`}
                  loading={rerun.isPending && rerun.variables === run.id}
                  onClick={() =>
                    rerun.mutate(run.id, {
                      onSuccess: () => notify.success(workflowMessages.rerun),
                      onError: (e) => notify.error(e.message),
                    })
                  }
                >
                  Run again
                </Button>
              ) : null}
            </Group>
          </Group>
          {run.error ? (
            <Text size="sm" c="red" mt="xs">
              {run.error}
            </Text>
          ) : null}
          <Stack component="ol" gap={4} mt="xs" pl="md" aria-label={`Steps of run ${run.id}`}>
            {run.steps.map((s, i) => (
              <Text component="li" key={i} size="sm">
                <StatusBadge color={statusColor[s.status] ?? 'gray'}>{s.status}</StatusBadge>{' '}
                <strong>{stepName(s.action, s.step_type)}</strong> {show(s.input)}
                {s.error ? ` — ${s.error}` : s.result !== null ? ` → ${show(s.result)}` : ''}
                {s.attempts > 1 ? ` (${s.attempts} attempts)` : ''} · {when(s.started_at)}
              </Text>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

export interface WorkflowRunsDialogProps extends WorkflowRunListProps {
  title: string | null;
  onClose: () => void;
}

/** A workflow's run history. */
export function WorkflowRunsDialog({ title, onClose, ...list }: WorkflowRunsDialogProps) {
  return (
    <AppModal opened={title !== null} onClose={onClose} title={`Run history: ${title ?? ''}`} size="lg">
      <WorkflowRunList {...list} />
    </AppModal>
  );
}
