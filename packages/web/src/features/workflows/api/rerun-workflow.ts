import type { WorkflowRun } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workflowKeys } from './workflow-keys';

/** POST /api/workflow_runs/{id}/rerun: the workflow runs again on the same entity. */
export const rerunWorkflow = (runId: number) => api.post<WorkflowRun>(`/api/workflow_runs/${runId}/rerun`);

export const useRerunWorkflow = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rerunWorkflow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workflowKeys.all }),
  });
};
