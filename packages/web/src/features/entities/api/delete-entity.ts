import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { entityKeys } from './entity-keys';

/** POST /api/companies/{id}/delete_company: a soft delete, undone by restore. 204. */
export const deleteEntity = (id: number) => api.post<void>(`/api/companies/${id}/delete_company`);

export const useDeleteEntity = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEntity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entityKeys.all }),
  });
};
