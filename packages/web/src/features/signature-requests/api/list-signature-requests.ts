import { signatureRequestListSchema, type SIGNATURE_REQUEST_SORTS, type SignatureRequestRow } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { signatureRequestKeys } from './signature-request-keys';

const REFRESH_WHILE_BUSY_MS = 3000;

export type SignatureRequestSort = (typeof SIGNATURE_REQUEST_SORTS)[number];

export interface SignatureRequestListParams {
  /** 1-based, as the API counts. */
  page: number;
  perPage: number;
  sortBy: SignatureRequestSort;
  descending: boolean;
  search: string;
}

export interface SignatureRequestPage {
  items: SignatureRequestRow[];
  has_more: boolean;
}

/** GET /api/signature_requests: one page, sorted by the server; no total, only whether more follow. */
export async function listSignatureRequests(
  p: SignatureRequestListParams,
  signal?: AbortSignal,
): Promise<SignatureRequestPage> {
  const search = p.search.trim();
  const body = await api.get<unknown>('/api/signature_requests', {
    signal,
    query: {
      page: p.page,
      per_page: p.perPage,
      sort_by: p.sortBy,
      descending: p.descending,
      ...(search ? { search_term: search } : {}),
    },
  });
  return signatureRequestListSchema.parse(body);
}

export const signatureRequestListQueryOptions = (p: SignatureRequestListParams) =>
  queryOptions({
    queryKey: signatureRequestKeys.list(p),
    queryFn: ({ signal }) => listSignatureRequests(p, signal),
    placeholderData: keepPreviousData,
    // A request being prepared or sent moves on by itself within seconds: look again until it has.
    refetchInterval: (query) =>
      query.state.data?.items.some((r) => r.status === 'processing' || r.status === 'sending')
        ? REFRESH_WHILE_BUSY_MS
        : false,
  });

export const useSignatureRequests = (p: SignatureRequestListParams) => useQuery(signatureRequestListQueryOptions(p));
