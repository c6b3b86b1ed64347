import type { CurrentUserResponse } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError, refreshSession } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/session-token';

export const currentUserQueryKey = ['session', 'current-user'] as const;

/**
 * The signed-in user and firm, or null when nobody is signed in. After a reload the access token is
 * gone from memory, so the refresh cookie is tried first (once): without it nobody is signed in.
 */
export async function getCurrentUser(): Promise<CurrentUserResponse | null> {
  if (!getAccessToken() && !(await refreshSession())) return null;
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
