import { signInResultSchema, type CreateFirmInput, type SignInResult } from '@portal/domain';
import { api } from '../../../lib/api-client';

/**
 * POST /api/firms: creates the firm and its partner, signed in. 409 puts 'This subdomain is already taken'
 * or 'Email is already taken' on its field (`fields.subdomain`, `fields.email`).
 */
export async function createFirm(input: CreateFirmInput): Promise<SignInResult> {
  const data = await api.post<unknown>('/api/firms', input, { anonymous: true });
  return signInResultSchema.parse(data);
}
