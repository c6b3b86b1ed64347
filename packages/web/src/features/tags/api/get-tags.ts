import type { Tag } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tagKeys } from './tag-keys';

export interface FirmTags {
  contact_tags: Tag[];
  entity_tags: Tag[];
  document_tags: Tag[];
}

/** GET /api/tags: the firm's contact (user) tags, entity tags and document tags. */
export const getTags = (signal?: AbortSignal) => api.get<FirmTags>('/api/tags', { signal });

export const tagsQueryOptions = () =>
  queryOptions({ queryKey: tagKeys.all, queryFn: ({ signal }) => getTags(signal), staleTime: 60_000 });

export const useTags = () => useQuery(tagsQueryOptions());
