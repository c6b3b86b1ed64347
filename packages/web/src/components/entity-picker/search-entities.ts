import { entityListResponseSchema } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { toListQuery } from '../../lib/list-query';

export interface EntityOption {
  id: number;
  name: string;
}

const SEARCH_ROWS = 20;

/*
 * GET /api/v2/entities belongs to the entities feature; features do not import each other (ARCHITECTURE
 * rule 7), so the Entities selector the upload dialogs share (signature requests, tax returns) has its own
 * small fetcher with the same query format.
 */
export async function searchEntities(search: string, signal?: AbortSignal): Promise<EntityOption[]> {
  const query = toListQuery({
    page: 0,
    rowsPerPage: SEARCH_ROWS,
    sortBy: 'name',
    descending: false,
    search,
    firmGroupId: null,
    filters: { inactive: false },
  });
  const data = entityListResponseSchema.parse(await api.get<unknown>('/api/v2/entities', { query, signal }));
  return (data.entities ?? []).map(({ id, name }) => ({ id, name }));
}

/** Active entities whose name matches, first 20 by name. */
export const useEntitySearch = (search: string) =>
  useQuery({
    queryKey: ['entity-picker', search],
    queryFn: ({ signal }) => searchEntities(search, signal),
    placeholderData: keepPreviousData,
  });
