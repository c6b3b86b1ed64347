import { dropLinkSchema, type DropLink } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dropLinkKeys } from './drop-link-keys';

/** GET /api/drop_links: the firm's drop links with upload and (the caller's) unseen counts. */
export async function listDropLinks(signal?: AbortSignal): Promise<DropLink[]> {
  return dropLinkSchema.array().parse(await api.get<unknown>('/api/drop_links', { signal }));
}

export const dropLinksQueryOptions = () =>
  queryOptions({ queryKey: dropLinkKeys.list(), queryFn: ({ signal }) => listDropLinks(signal) });

export const useDropLinks = () => useQuery(dropLinksQueryOptions());
