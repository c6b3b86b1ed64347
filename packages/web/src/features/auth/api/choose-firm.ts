import type { SignInResult } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { parseSignInResult } from './parse-sign-in-result';

/** POST /api/sessions/choose_firm: the firm picked after a proof that opened several. */
export async function chooseFirm(token: string, firmId: number): Promise<SignInResult> {
  const data = await api.post<unknown>('/api/sessions/choose_firm', { token, firm_id: firmId }, { anonymous: true });
  return parseSignInResult(data);
}
