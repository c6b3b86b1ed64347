import type { SignInResult } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { parseSignInResult } from './parse-sign-in-result';

export interface VerifyCodeInput {
  uid: string;
  verification_code: string;
  redirect?: string;
}

/** POST /api/sessions/verify_verification_code: 401 invalid or expired, 429 too many attempts. */
export async function verifyVerificationCode(input: VerifyCodeInput): Promise<SignInResult> {
  const data = await api.post<unknown>('/api/sessions/verify_verification_code', input, { anonymous: true });
  return parseSignInResult(data);
}
