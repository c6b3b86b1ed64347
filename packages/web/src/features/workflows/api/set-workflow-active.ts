import type { Workflow } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workflowKeys } from './workflow-keys';

/** POST /api/workflows/{id}/activate or /deactivate. */
export const setWorkflowActive = (id: number, active: boolean) =>
  api.post<Workflow>(`/api/workflows/${id}/${active ? 'activate' : 'deactivate'}`);

export const useSetWorkflowActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => setWorkflowActive(id, active),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workflowKeys.list() }),
  });
};
