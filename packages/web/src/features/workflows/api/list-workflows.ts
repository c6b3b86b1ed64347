import { workflowListSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workflowKeys } from './workflow-keys';

/** GET /api/workflows: the Workflows table (spec 002 §3), and whether agent steps can run here. */
export async function listWorkflows(signal?: AbortSignal) {
  return workflowListSchema.parse(await api.get<unknown>('/api/workflows', { signal }));
}

export const workflowsQueryOptions = () =>
  queryOptions({ queryKey: workflowKeys.list(), queryFn: ({ signal }) => listWorkflows(signal) });

export const useWorkflows = () => useQuery(workflowsQueryOptions());
