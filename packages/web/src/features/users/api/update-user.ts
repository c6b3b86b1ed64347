import type { UpdateUserInput, User } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** Any subset of the fields (the schema's output marks the transformed work phone as present). */
export type UserChanges = Partial<UpdateUserInput>;

/**
 * PATCH /api/users/{id} by firm staff: profile fields plus the firm's own (assignee, group, active and
 * read-only flags). 400 for the spec's rules with their field, 409 'Email is already taken'.
 */
export const updateUser = (userId: number, changes: UserChanges) => api.patch<User>(`/api/users/${userId}`, changes);

/** Errors carrying fields are shown on the form only; others get the server's toast. */
export const useUpdateUser = (userId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UserChanges) => updateUser(userId, changes),
    onSuccess: async (saved) => {
      queryClient.setQueryData(userKeys.details(userId), saved);
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
};
