import type { SignInResult } from '@portal/domain';

/** The sign-in page's schemas (api/auth-schemas.ts), fetched the first time one is needed. */
export const loadAuthSchemas = () => import('./auth-schemas');

/** A sign-in answer of the server, checked with the shared schema. */
export async function parseSignInResult(data: unknown): Promise<SignInResult> {
  const { signInResultSchema } = await loadAuthSchemas();
  return signInResultSchema.parse(data);
}
