import { userMessages, type UpdateUserInput, type User } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { userKeys } from './user-keys';

/** Any subset of the fields (the schema's output marks the transformed work phone as present). */
export type UserChanges = Partial<UpdateUserInput>;

/**
 * PATCH /api/users/{id} by firm staff: profile fields plus the firm's own (assignee, group, active and
 * read-only flags). 400 for the spec's rules with their field, 409 'Email is already taken'.
 */
export const updateUser = (userId: number, changes: UserChanges) => api.patch<User>(`/api/users/${userId}`, changes);

/**
 * A refused change's toast is the server's own words (the spec's rules, 'Email is already taken'); any other
 * failure (the server or the network) gets the spec's 'error updating user'.
 */
export const updateUserFailureText = (e: unknown): string =>
  isApiError(e) && e.status >= 400 && e.status < 500 ? e.message : userMessages.updateFailed;

/** The form also shows the fields an error names (edit-user-dialog). */
export const useUpdateUser = (userId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UserChanges) => updateUser(userId, changes),
    meta: { silent: true },
    onError: (e) => {
      // The server asking before it changes entities' emails too is a question the dialog asks, not a failure.
      if (isApiError(e) && e.fields?.update_entity_emails) return;
      notify.error(updateUserFailureText(e));
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(userKeys.details(userId), saved);
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
};
