import {
  entityListResponseSchema,
  type ENTITY_SORT_FIELDS,
  type EntityListItem,
  type EntityListQuery,
} from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toListQuery, type ListParams } from '../../../lib/list-query';
import { entityKeys } from './entity-keys';

export type EntitySortField = (typeof ENTITY_SORT_FIELDS)[number];
export type EntityFilters = EntityListQuery['filters'];
export type EntityListParams = ListParams<EntitySortField, EntityFilters>;

export interface EntityPage {
  entities: EntityListItem[];
  total: number;
  /** Past 1,000 rows the server counts once per filter: the pager says "about". */
  totalIsEstimate: boolean;
}

/** GET /api/v2/entities: one page of the Entities table, sorted, searched and filtered by the server. */
export async function listEntities(params: EntityListParams, signal?: AbortSignal): Promise<EntityPage> {
  const data = entityListResponseSchema.parse(
    await api.get<unknown>('/api/v2/entities', { query: toListQuery(params), signal }),
  );
  return { entities: data.entities ?? [], total: data.total, totalIsEstimate: data.total_is_estimate ?? false };
}

export const entityListQueryOptions = (params: EntityListParams) =>
  queryOptions({
    queryKey: entityKeys.list(params),
    queryFn: ({ signal }) => listEntities(params, signal),
    // The rows stay while the next page, sort or search loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useEntityList = (params: EntityListParams) => useQuery(entityListQueryOptions(params));
