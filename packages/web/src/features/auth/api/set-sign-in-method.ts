import type { SignInResult } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { parseSignInResult } from './parse-sign-in-result';

/** The chosen method with what it needs; the phone goes as digits only. */
export type SignInMethodChoice =
  | { signInMethod: 'password'; newPassword: string; email?: string }
  | { signInMethod: 'email'; email: string }
  | { signInMethod: 'sms'; phoneNumber: string };

export type SetSignInMethodInput = SignInMethodChoice & { token: string };

/** POST /api/users/set_sign_in_method with the emailed token. */
export async function setSignInMethod(input: SetSignInMethodInput): Promise<SignInResult> {
  const data = await api.post<unknown>('/api/users/set_sign_in_method', input, { anonymous: true });
  return parseSignInResult(data);
}
