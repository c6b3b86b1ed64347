import type { authMethodsResponseSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/** The other ways to receive a code: `{name: 'email' | 'phone', value: masked}`. */
export type AuthMethods = ReturnType<(typeof authMethodsResponseSchema)['parse']>;

export const getAuthMethods = (uid: string) =>
  api.get<AuthMethods>('/api/sessions/get_auth_methods', { query: { uid }, anonymous: true });

export const authMethodsQueryOptions = (uid: string) =>
  queryOptions({ queryKey: authKeys.authMethods(uid), queryFn: () => getAuthMethods(uid), staleTime: 60_000 });

export const useAuthMethods = (uid: string) => useQuery(authMethodsQueryOptions(uid));
