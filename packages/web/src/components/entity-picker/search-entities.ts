import { entityPickerResponseSchema, type EntityPickerOption } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export interface EntityOption {
  id: number;
  name: string;
}

/** A search result: the option, its owners (shown under its name) and what the spec 000 §5 picker rules read. */
export type EntitySearchResult = EntityPickerOption;

/*
 * GET /api/v2/entities/picker belongs to the entities feature; features do not import each other (ARCHITECTURE
 * rule 7), so every entity picker (Send Tax Return, signature requests, Send Questionnaire, Connect's export) shares
 * this small fetcher. The server matches the entity's name, its owners' names and emails and its external id.
 */
export async function searchEntities(search: string, signal?: AbortSignal): Promise<EntitySearchResult[]> {
  const query = search ? { search } : undefined;
  return entityPickerResponseSchema.parse(await api.get<unknown>('/api/v2/entities/picker', { query, signal }))
    .entities;
}

/** Entities whose name, owners or external id match, first 20 by name. */
export const useEntitySearch = (search: string, enabled = true) =>
  useQuery({
    queryKey: ['entity-picker', search],
    queryFn: ({ signal }) => searchEntities(search, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
