import type { SignInResult } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { parseSignInResult } from './parse-sign-in-result';

/** POST /api/sessions/exchange_for_firebase_token: the emailed link's token; 410 `link_expired` when spent. */
export async function exchangeAuthLink(authToken: string): Promise<SignInResult> {
  const data = await api.post<unknown>(
    '/api/sessions/exchange_for_firebase_token',
    { auth_token: authToken },
    { anonymous: true },
  );
  return parseSignInResult(data);
}
