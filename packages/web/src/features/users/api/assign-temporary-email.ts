import type { User } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/**
 * POST /api/users/assign_temporary_email {user_id} (spec 000 §7): staff remove a client's email, leaving a
 * temporary address. Answers 'Email successfully removed.' with the user; 400 while the email signs them in.
 */
export const assignTemporaryEmail = (userId: number) =>
  api.post<{ message: string; user: User }>('/api/users/assign_temporary_email', { user_id: userId });

/** The dialog says what went wrong itself ('Unable to remove email, ...'), so the generic toast is off. */
export const useAssignTemporaryEmail = (userId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => assignTemporaryEmail(userId),
    meta: { silent: true },
    onSuccess: async ({ user }) => {
      queryClient.setQueryData(userKeys.details(userId), user);
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
};
