import type { SaveWorkflowInput, Workflow } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workflowKeys } from './workflow-keys';

/** POST /api/workflows (new) or PUT /api/workflows/{id}: {title, steps} (spec 002 §7). */
export const saveWorkflow = (id: number | null, body: SaveWorkflowInput) =>
  id === null ? api.post<Workflow>('/api/workflows', body) : api.put<Workflow>(`/api/workflows/${id}`, body);

export const useSaveWorkflow = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SaveWorkflowInput }) => saveWorkflow(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workflowKeys.list() }),
  });
};
