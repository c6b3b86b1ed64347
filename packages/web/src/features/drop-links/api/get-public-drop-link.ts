import { publicDropLinkSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dropLinkKeys } from './drop-link-keys';

export type PublicDropLink = ReturnType<typeof publicDropLinkSchema.parse>;

/** GET /api/public/drop_links/{token}: what a visitor sees of the link; no sign-in. */
export async function getPublicDropLink(token: string, signal?: AbortSignal): Promise<PublicDropLink> {
  return publicDropLinkSchema.parse(
    await api.get<unknown>(`/api/public/drop_links/${encodeURIComponent(token)}`, { signal, anonymous: true }),
  );
}

export const publicDropLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: dropLinkKeys.publicLink(token),
    queryFn: ({ signal }) => getPublicDropLink(token, signal),
    enabled: token.length > 0,
  });

export const usePublicDropLink = (token: string) => useQuery(publicDropLinkQueryOptions(token));
