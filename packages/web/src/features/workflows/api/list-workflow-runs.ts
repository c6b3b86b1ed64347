import { workflowRunListSchema, type WorkflowRun } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workflowKeys } from './workflow-keys';

const unfinished = (runs: WorkflowRun[] | undefined) =>
  runs?.some((r) => r.status === 'queued' || r.status === 'running') ?? false;

/** GET /api/workflows/{id}/runs: the latest runs, each step with its input, action, result and time. */
export async function listWorkflowRuns(workflowId: number, signal?: AbortSignal): Promise<WorkflowRun[]> {
  return workflowRunListSchema.parse(await api.get<unknown>(`/api/workflows/${workflowId}/runs`, { signal })).runs;
}

/** GET /api/workflow_runs?company_id=: the runs on one entity. */
export async function listEntityWorkflowRuns(companyId: number, signal?: AbortSignal): Promise<WorkflowRun[]> {
  return workflowRunListSchema.parse(await api.get<unknown>(`/api/workflow_runs?company_id=${companyId}`, { signal }))
    .runs;
}

/** Runs still going are read again every few seconds until they end. */
export const workflowRunsQueryOptions = (workflowId: number) =>
  queryOptions({
    queryKey: workflowKeys.runs(workflowId),
    queryFn: ({ signal }) => listWorkflowRuns(workflowId, signal),
    refetchInterval: (q) => (unfinished(q.state.data) ? 2000 : false),
  });

export const useWorkflowRuns = (workflowId: number | null) =>
  useQuery({ ...workflowRunsQueryOptions(workflowId ?? 0), enabled: workflowId !== null });

export const useEntityWorkflowRuns = (companyId: number) =>
  useQuery({
    queryKey: workflowKeys.entityRuns(companyId),
    queryFn: ({ signal }) => listEntityWorkflowRuns(companyId, signal),
    refetchInterval: (q) => (unfinished(q.state.data) ? 2000 : false),
  });
