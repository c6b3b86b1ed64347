import type { LinkAccountInput, LinkedAccount } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** POST /api/users/link_account {provider, code, redirect_uri} (spec 000 §7). */
export const linkAccount = (input: LinkAccountInput) =>
  api.post<{ message: string; linked_account: LinkedAccount }>('/api/users/link_account', input);

export function useLinkAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.linkedAccounts() }),
  });
}
