import type { User } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type LoginMethodChange =
  | { signInMethod: 'password'; newPassword: string }
  | { signInMethod: 'email'; email: string }
  | { signInMethod: 'sms'; phoneNumber: string };

/** POST /api/users/change_login_method: the signed-in user's own sign-in method (phone as digits). */
export const changeLoginMethod = (change: LoginMethodChange) =>
  api.post<User>('/api/users/change_login_method', change);

export const useChangeLoginMethod = () => useMutation({ mutationFn: changeLoginMethod });
