import { massEmailStatusSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { massEmailKeys } from './mass-email-keys';

/** How often the dialog asks how far a send has got. */
export const MASS_EMAIL_POLL_MS = 1000;

/** GET /api/advisors/mass_messages/{id}: status, total, sent and failed. */
export const getMassEmail = async (id: number, signal?: AbortSignal) =>
  massEmailStatusSchema.parse(await api.get<unknown>(`/api/advisors/mass_messages/${id}`, { signal }));

/** Polled every second until the send has completed. */
export const massEmailStatusQueryOptions = (id: number) =>
  queryOptions({
    queryKey: massEmailKeys.status(id),
    queryFn: ({ signal }) => getMassEmail(id, signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'completed' ? false : MASS_EMAIL_POLL_MS),
  });

export const useMassEmailStatus = (id: number | null) =>
  useQuery({ ...massEmailStatusQueryOptions(id ?? 0), enabled: id !== null });
