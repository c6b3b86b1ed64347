import type { AssignedCompany } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { entityKeys } from './entity-keys';

/** GET /api/v2/users/{id}/user_assigned_companies: the entities a user belongs to, for the user view. */
export const listUserEntities = (userId: number, signal?: AbortSignal) =>
  api.get<AssignedCompany[]>(`/api/v2/users/${userId}/user_assigned_companies`, { signal });

export const userEntitiesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: entityKeys.ofUser(userId),
    queryFn: ({ signal }) => listUserEntities(userId, signal),
  });

export const useUserEntities = (userId: number) => useQuery(userEntitiesQueryOptions(userId));
