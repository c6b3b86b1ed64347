import { entityListResponseSchema } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { toListQuery } from '../../lib/list-query';

export interface EntityOption {
  id: number;
  name: string;
}

/** A search result: the option and what the spec 000 §5 picker rules read. */
export interface EntitySearchResult extends EntityOption {
  inactive: boolean;
  readonly_access: boolean;
  paying: boolean;
  primary_contact_email: string | null;
}

const SEARCH_ROWS = 20;

/*
 * GET /api/v2/entities belongs to the entities feature; features do not import each other (ARCHITECTURE
 * rule 7), so the Entities selector the upload dialogs share (signature requests, tax returns) has its own
 * small fetcher with the same query format.
 */
export async function searchEntities(search: string, signal?: AbortSignal): Promise<EntitySearchResult[]> {
  const query = toListQuery({
    page: 0,
    rowsPerPage: SEARCH_ROWS,
    sortBy: 'name',
    descending: false,
    search,
    firmGroupId: null,
    // Inactive entities are listed too, disabled and labelled 'Inactive' (spec 000 §5).
    filters: {},
  });
  const data = entityListResponseSchema.parse(await api.get<unknown>('/api/v2/entities', { query, signal }));
  return (data.entities ?? []).map((e) => ({
    id: e.id,
    name: e.name,
    inactive: e.inactive,
    readonly_access: e.readonly_access,
    paying: e.paying,
    primary_contact_email: e.primary_contact_email,
  }));
}

/** Entities whose name matches, first 20 by name. */
export const useEntitySearch = (search: string) =>
  useQuery({
    queryKey: ['entity-picker', search],
    queryFn: ({ signal }) => searchEntities(search, signal),
    placeholderData: keepPreviousData,
  });
