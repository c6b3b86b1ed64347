import type { setupTokenInfoSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

export type SignInSetup = ReturnType<(typeof setupTokenInfoSchema)['parse']>;

/** GET /api/users/sign_in_setup?token=: 410 `link_expired` when the emailed token is spent. */
export const getSignInSetup = (token: string) =>
  api.get<SignInSetup>('/api/users/sign_in_setup', { query: { token }, anonymous: true });

export const signInSetupQueryOptions = (token: string) =>
  queryOptions({ queryKey: authKeys.setup(token), queryFn: () => getSignInSetup(token), staleTime: Infinity });

export const useSignInSetup = (token: string) => useQuery({ ...signInSetupQueryOptions(token), enabled: !!token });
