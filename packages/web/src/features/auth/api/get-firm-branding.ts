import type { firmBrandingSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

export type FirmBranding = ReturnType<(typeof firmBrandingSchema)['parse']>;

/** GET /api/firms/branding: the firm of `?firm=` or, without it, of the host the page was opened on. */
export const getFirmBranding = (slug: string | null) =>
  api.get<FirmBranding | null>('/api/firms/branding', { query: { slug: slug ?? undefined }, anonymous: true });

export const firmBrandingQueryOptions = (slug: string | null) =>
  queryOptions({
    queryKey: authKeys.branding(slug),
    queryFn: () => getFirmBranding(slug),
    staleTime: Infinity,
    retry: false,
  });

export const useFirmBranding = (slug: string | null) => useQuery(firmBrandingQueryOptions(slug));
