import { subdomainAvailabilitySchema } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/firms/subdomain_availability: whether a new firm may take a subdomain, and the address it gives. */
export const getSubdomainAvailability = async (subdomain: string, signal?: AbortSignal) =>
  subdomainAvailabilitySchema.parse(
    await api.get<unknown>('/api/firms/subdomain_availability', { query: { subdomain }, signal, anonymous: true }),
  );

export const useSubdomainAvailability = (subdomain: string) =>
  useQuery({
    queryKey: ['firm', 'subdomain-availability', subdomain],
    queryFn: ({ signal }) => getSubdomainAvailability(subdomain, signal),
    enabled: subdomain.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
