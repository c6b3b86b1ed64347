import type {
  TAX_RETURN_DISPLAY_GROUP_NAMES,
  TAX_RETURN_SORTS,
  TaxReturnRow,
  TaxReturnStatus,
  VerificationStatus,
} from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { taxReturnKeys } from '../../../components/tax-return/tax-return-keys';

/** The schema answers are checked with, fetched the first time: zod stays out of the dashboard's first load (issue 22 §4). */
const loadSchemas = () => import('./tax-return-list-schema');

const REFRESH_WHILE_BUSY_MS = 3000;

export type TaxReturnSort = (typeof TAX_RETURN_SORTS)[number];
export type TaxReturnDisplayGroup = (typeof TAX_RETURN_DISPLAY_GROUP_NAMES)[number];

/** The Deliver table's filters (spec 002 §2); unset ones are left out of the query. */
export interface TaxReturnListFilters {
  status?: TaxReturnStatus;
  display_group?: TaxReturnDisplayGroup;
  year?: number;
  signatures_signed?: boolean;
  payments_made?: boolean;
  voucher_payments_made?: boolean;
  reminder_disabled?: boolean;
  reminder_sent?: boolean;
  fraud_detection_status?: VerificationStatus;
  company_id?: number;
}

export interface TaxReturnListParams {
  /** 1-based, as the API counts. */
  page: number;
  perPage: number;
  sortBy: TaxReturnSort;
  descending: boolean;
  search: string;
  filters: TaxReturnListFilters;
}

/** GET /api/tax_returns: one page, sorted and filtered by the server; no total, only whether more follow. */
export async function listTaxReturns(p: TaxReturnListParams, signal?: AbortSignal) {
  const search = p.search.trim();
  const defined = Object.entries(p.filters).filter(([, v]) => v !== undefined) as [string, string | number | boolean][];
  const [{ taxReturnListSchema }, body] = await Promise.all([
    loadSchemas(),
    api.get<unknown>('/api/tax_returns', {
      signal,
      query: {
        page: p.page,
        per_page: p.perPage,
        sort_by: p.sortBy,
        descending: p.descending,
        ...(search ? { search_term: search } : {}),
        ...Object.fromEntries(defined),
      },
    }),
  ]);
  return taxReturnListSchema.parse(body);
}

/** Statuses that move on by themselves within seconds: the list looks again until they have. */
const busy = (r: TaxReturnRow) => r.status === 'processing' || r.status === 'sending' || r.status === 'importing';

export const taxReturnListQueryOptions = (p: TaxReturnListParams) =>
  queryOptions({
    queryKey: taxReturnKeys.list(p),
    queryFn: ({ signal }) => listTaxReturns(p, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some(busy) ? REFRESH_WHILE_BUSY_MS : false),
  });

export const useTaxReturns = (p: TaxReturnListParams) => useQuery(taxReturnListQueryOptions(p));
