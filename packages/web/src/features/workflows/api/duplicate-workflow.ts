import type { Workflow } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workflowKeys } from './workflow-keys';

/** POST /api/workflows/{id}/duplicate: an inactive copy. */
export const duplicateWorkflow = (id: number) => api.post<Workflow>(`/api/workflows/${id}/duplicate`);

export const useDuplicateWorkflow = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateWorkflow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workflowKeys.list() }),
  });
};
