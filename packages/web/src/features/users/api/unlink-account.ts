import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** POST /api/users/unlink_account {id} (spec 000 §7). */
export const unlinkAccount = (id: number) => api.post<{ message: string }>('/api/users/unlink_account', { id });

export function useUnlinkAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.linkedAccounts() }),
  });
}
