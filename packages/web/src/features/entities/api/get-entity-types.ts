import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { entityKeys } from './entity-keys';

export interface EntityTypesAnswer {
  entity_types: { name: string; built_in: boolean }[];
  error: string | null;
}

/** GET /api/entity_types: the built-in types and the firm's own. */
export const getEntityTypes = (signal?: AbortSignal) => api.get<EntityTypesAnswer>('/api/entity_types', { signal });

export const entityTypesQueryOptions = () =>
  queryOptions({
    queryKey: entityKeys.types(),
    queryFn: ({ signal }) => getEntityTypes(signal),
    staleTime: 5 * 60_000,
  });

export const useEntityTypes = () => useQuery(entityTypesQueryOptions());
