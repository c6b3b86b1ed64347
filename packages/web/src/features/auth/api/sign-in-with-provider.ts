import type { LinkedAccountProvider, SignInResult } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';
import { parseSignInResult } from './parse-sign-in-result';

/** GET /api/sessions/sign_in_providers: the outside sign-ins the portal is configured for (none by default). */
export const useSignInProviders = () =>
  useQuery(
    queryOptions({
      queryKey: authKeys.providers,
      queryFn: () =>
        api.get<{ providers: LinkedAccountProvider[] }>('/api/sessions/sign_in_providers', { anonymous: true }),
      staleTime: Infinity,
      retry: false,
    }),
  );

export interface ProviderSignInInput {
  provider: string;
  code: string;
  code_verifier?: string;
  redirect_uri: string;
  redirect?: string;
}

/** POST /api/sessions/sign_in_with_provider: 401 when the outside account is linked to no one. */
export async function signInWithProvider(input: ProviderSignInInput): Promise<SignInResult> {
  const data = await api.post<unknown>('/api/sessions/sign_in_with_provider', input, { anonymous: true });
  return parseSignInResult(data);
}
