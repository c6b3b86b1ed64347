import type { CurrentUserResponse } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

export const currentUserQueryKey = ['session', 'current-user'] as const;

/** The signed-in user and firm, or null when nobody is signed in (the server answers 401). */
export async function getCurrentUser(): Promise<CurrentUserResponse | null> {
  try {
    return await api.get<CurrentUserResponse>('/api/sessions/current_user', { signOutOnUnauthorized: false });
  } catch (e) {
    if (isApiError(e) && e.status === 401) return null;
    throw e;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: getCurrentUser,
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
