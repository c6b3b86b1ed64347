import type { User } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** POST /api/v2/users/{id}/restore_deleted_user: brings a soft-deleted user back. */
export const restoreUser = (id: number) => api.post<User>(`/api/v2/users/${id}/restore_deleted_user`);

export const useRestoreUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
};
