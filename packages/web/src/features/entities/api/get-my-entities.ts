import type { AssignedCompany } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** What the client shell needs of an entity: the Current Entity selector and the read-only banner. */
export type EntitySummary = Pick<AssignedCompany, 'id' | 'hash_id' | 'name' | 'readonly_access'> &
  Partial<Pick<AssignedCompany, 'entity_type' | 'inactive'>>;

export const myEntitiesQueryKey = ['entities', 'mine'] as const;

/**
 * The signed-in user's entities (GET /api/companies/get_user_assigned_companies, a bare array). The
 * server lists only active ones to clients; inactive ones are dropped here as well, as clients never see them.
 */
export async function getMyEntities(): Promise<EntitySummary[]> {
  const data = await api.get<EntitySummary[]>('/api/companies/get_user_assigned_companies');
  return data.filter((e) => !e.inactive);
}

export const myEntitiesQueryOptions = () =>
  queryOptions({ queryKey: myEntitiesQueryKey, queryFn: getMyEntities, staleTime: 60_000 });

export const useMyEntities = (enabled = true) => useQuery({ ...myEntitiesQueryOptions(), enabled });
