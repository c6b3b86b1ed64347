import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** What the client shell needs of an entity: the Current Entity selector and the read-only banner. */
export interface EntitySummary {
  id: number;
  hash_id: string;
  name: string;
  readonly_access: boolean;
}

export const myEntitiesQueryKey = ['entities', 'mine'] as const;

/** The signed-in client's active entities (GET /api/companies/get_user_assigned_companies). */
export async function getMyEntities(): Promise<EntitySummary[]> {
  const data = await api.get<EntitySummary[] | { companies: EntitySummary[] }>(
    '/api/companies/get_user_assigned_companies',
  );
  return Array.isArray(data) ? data : data.companies;
}

export const myEntitiesQueryOptions = () =>
  queryOptions({ queryKey: myEntitiesQueryKey, queryFn: getMyEntities, staleTime: 60_000 });

export const useMyEntities = (enabled = true) => useQuery({ ...myEntitiesQueryOptions(), enabled });
