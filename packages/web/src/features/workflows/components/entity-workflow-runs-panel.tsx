import { Paper, Title } from '@mantine/core';
import { useEntityWorkflowRuns } from '../api/list-workflow-runs';
import { WorkflowRunList } from './workflow-runs-dialog';

/** The workflow runs on one entity, beside its activity (issue 20 §4), with a re-run for those who edit. */
export function EntityWorkflowRunsPanel({ companyId, canRerun }: { companyId: number; canRerun: boolean }) {
  const runs = useEntityWorkflowRuns(companyId);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="workflow-runs-title">
      <Title order={2} size="h4" mb="sm" id="workflow-runs-title">
        Workflow runs
      </Title>
      <WorkflowRunList runs={runs.data} error={runs.error} canRerun={canRerun} />
    </Paper>
  );
}
