import type { UpdateProfileInput, User } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * PATCH /api/users/{id} with the changed profile fields. 400 for the removal rules ('Cannot remove email
 * when it is the preferred sign-in method', ...) and 409 'Email is already taken', each with its field.
 */
export const updateProfile = (userId: number, changes: UpdateProfileInput) =>
  api.patch<User>(`/api/users/${userId}`, changes);

export const useUpdateProfile = (userId: number) =>
  // The form shows the failure itself: a phone-only save names it ('Failed to update phone number').
  useMutation({ mutationFn: (changes: UpdateProfileInput) => updateProfile(userId, changes), meta: { silent: true } });
