import type { SignInResult } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { parseSignInResult } from './parse-sign-in-result';

export interface PasswordSignInInput {
  username: string;
  password: string;
  redirect?: string;
}

/** POST /api/sessions/verify_password_for_firebase_token: 401 wrong credentials, 429 locked, 403 deactivated. */
export async function signInWithPassword(input: PasswordSignInInput): Promise<SignInResult> {
  const data = await api.post<unknown>('/api/sessions/verify_password_for_firebase_token', input, { anonymous: true });
  return parseSignInResult(data);
}
