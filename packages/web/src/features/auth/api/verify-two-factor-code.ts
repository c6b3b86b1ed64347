import type { SignInResult } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { parseSignInResult } from './parse-sign-in-result';

/** POST /api/sessions/verify_2fa_code. */
export async function verifyTwoFactorCode(twoFactorToken: string, code: string): Promise<SignInResult> {
  const data = await api.post<unknown>(
    '/api/sessions/verify_2fa_code',
    { two_factor_token: twoFactorToken, verification_code: code },
    { anonymous: true },
  );
  return parseSignInResult(data);
}
