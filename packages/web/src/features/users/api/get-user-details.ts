import type { User } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** GET /api/users/{id}: the whole user record, for the Edit user dialog. */
export const getUserDetails = (id: number, signal?: AbortSignal) => api.get<User>(`/api/users/${id}`, { signal });

export const userDetailsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: userKeys.details(id),
    queryFn: ({ signal }) => getUserDetails(id, signal),
    staleTime: 0,
  });

export const useUserDetails = (id: number | null) =>
  useQuery({ ...userDetailsQueryOptions(id ?? 0), enabled: id !== null });
