import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workflowKeys } from './workflow-keys';

/** DELETE /api/workflows/{id}: the workflow and its run history. */
export const deleteWorkflow = (id: number) => api.delete<void>(`/api/workflows/${id}`);

export const useDeleteWorkflow = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkflow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workflowKeys.all }),
  });
};
