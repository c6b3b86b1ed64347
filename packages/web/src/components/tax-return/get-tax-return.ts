import { taxReturnDetailSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { taxReturnKeys } from './tax-return-keys';

const REFRESH_WHILE_BUSY_MS = 2000;

/** GET /api/tax_returns/{id}: the return with its forms, signers, vouchers and paper filings. */
export const getTaxReturn = async (id: number, signal?: AbortSignal) =>
  taxReturnDetailSchema.parse(await api.get<unknown>(`/api/tax_returns/${id}`, { signal }));

export const taxReturnQueryOptions = (id: number) =>
  queryOptions({
    queryKey: taxReturnKeys.detail(id),
    queryFn: ({ signal }) => getTaxReturn(id, signal),
    // A replaced draft is read again, a sent return is being sent, or a signer's identity check is being
    // processed by the provider (its result comes by webhook): look again until it has moved on.
    refetchInterval: (query) =>
      ['processing', 'sending'].includes(query.state.data?.status ?? '') ||
      query.state.data?.my_identity?.status === 'processing'
        ? REFRESH_WHILE_BUSY_MS
        : false,
  });

export const useTaxReturn = (id: number) => useQuery(taxReturnQueryOptions(id));
