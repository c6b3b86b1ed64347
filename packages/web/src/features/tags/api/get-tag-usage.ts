import { tagsUsageResponseSchema, type TagsUsageResponse } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tagKeys } from './tag-keys';

/** GET /api/tags/usage: each entity and contact tag with how many records carry it (partners). */
export async function getTagUsage(signal?: AbortSignal): Promise<TagsUsageResponse> {
  return tagsUsageResponseSchema.parse(await api.get<unknown>('/api/tags/usage', { signal }));
}

export const tagUsageQueryOptions = () =>
  queryOptions({ queryKey: [...tagKeys.all, 'usage'] as const, queryFn: ({ signal }) => getTagUsage(signal) });

export const useTagUsage = () => useQuery(tagUsageQueryOptions());
