import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** POST /api/users/delete_client_from_api {id}: a soft delete, undone by restore. 204. */
export const deleteUser = (id: number) => api.post<void>('/api/users/delete_client_from_api', { id });

export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
};
