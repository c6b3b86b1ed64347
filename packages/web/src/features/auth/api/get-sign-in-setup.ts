import type { setupTokenInfoSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

export type SignInSetup = ReturnType<(typeof setupTokenInfoSchema)['parse']>;

/**
 * GET /api/users/sign_in_setup?token=&firm=: 410 `link_expired` when the emailed token is spent, or when
 * the page shows another firm (`firm`, the subdomain the link named) than the account's.
 */
export const getSignInSetup = (token: string, firm: string | null = null) =>
  api.get<SignInSetup>('/api/users/sign_in_setup', { query: { token, firm: firm ?? undefined }, anonymous: true });

export const signInSetupQueryOptions = (token: string, firm: string | null = null) =>
  queryOptions({
    queryKey: [...authKeys.setup(token), firm],
    queryFn: () => getSignInSetup(token, firm),
    staleTime: Infinity,
  });

export const useSignInSetup = (token: string, firm: string | null = null) =>
  useQuery({ ...signInSetupQueryOptions(token, firm), enabled: !!token });
