import type { StaffMember } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '../../session/api/get-current-user';
import { staffKeys } from './staff-keys';

/**
 * A staff change: the table reloads, and so does the session when partners change their own row (their
 * access decides what the app shows them). Errors are silent here: each screen shows the server's message
 * where the partner is looking (the dialog, or a toast for row actions).
 */
export function useStaffMutation<V>(mutationFn: (vars: V) => Promise<StaffMember>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silent: true },
    onSuccess: async (member) => {
      const session = queryClient.getQueryData<{ user: { id: number } } | null>(currentUserQueryKey);
      if (session?.user.id === member.id) await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      await queryClient.invalidateQueries({ queryKey: staffKeys.all });
    },
  });
}
