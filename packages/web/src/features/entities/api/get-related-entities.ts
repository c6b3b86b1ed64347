import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { entityKeys } from './entity-keys';

export interface RelatedEntity {
  id: number;
  hash_id: string;
  name: string;
  entity_type: string;
  inactive: boolean;
}

/** GET /api/v2/entities/{id}/get_related_entities: up to 10 entities sharing an owner, for the switcher. */
export async function getRelatedEntities(id: number, signal?: AbortSignal): Promise<RelatedEntity[]> {
  return api.get<RelatedEntity[]>(`/api/v2/entities/${id}/get_related_entities`, { signal });
}

export const relatedEntitiesQueryOptions = (id: number) =>
  queryOptions({ queryKey: entityKeys.related(id), queryFn: ({ signal }) => getRelatedEntities(id, signal) });

export const useRelatedEntities = (id: number | undefined) =>
  useQuery({ ...relatedEntitiesQueryOptions(id ?? 0), enabled: id !== undefined });
