import { COLLECT_PAGE_SIZES, COLLECT_SORTS, COLLECT_STATUSES } from '@portal/domain';
import { useSearchParams } from 'react-router';
import { oneOf } from '../../../../lib/table-filters';
import type { CollectListParams } from '../../../../lib/questionnaires/questionnaire-keys';

export type CollectStatus = (typeof COLLECT_STATUSES)[number];
export type CollectSort = (typeof COLLECT_SORTS)[number];
export type CollectDue = 'past_due' | 'next_week';

/** What the Collect screen shows, kept in the address so a reload or a shared link keeps it. */
export interface CollectView {
  status: CollectStatus;
  search: string;
  taxYear: number | null;
  due: CollectDue | null;
  /** 1-based, as the server counts. */
  page: number;
  perPage: number;
  sortBy: CollectSort;
  descending: boolean;
}

export const DEFAULT_COLLECT_VIEW: CollectView = {
  status: 'all',
  search: '',
  taxYear: null,
  due: null,
  page: 1,
  perPage: 25,
  sortBy: 'created_at',
  descending: true,
};

const positiveInt = (v: string | null): number | null => {
  const n = Number(v);
  return v !== null && Number.isInteger(n) && n > 0 ? n : null;
};

/** Reads the view back from the address; anything malformed falls back to the default. */
export function readCollectView(params: URLSearchParams): CollectView {
  const d = DEFAULT_COLLECT_VIEW;
  const perPage = positiveInt(params.get('per_page'));
  const descending = params.get('descending');
  return {
    status: oneOf(params.get('status'), COLLECT_STATUSES) ?? d.status,
    search: params.get('search') ?? d.search,
    taxYear: positiveInt(params.get('tax_year')),
    due: oneOf(params.get('due'), ['past_due', 'next_week'] as const) ?? null,
    page: positiveInt(params.get('page')) ?? d.page,
    perPage: perPage !== null && (COLLECT_PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : d.perPage,
    sortBy: oneOf(params.get('sort_by'), COLLECT_SORTS) ?? d.sortBy,
    descending: descending === 'true' ? true : descending === 'false' ? false : d.descending,
  };
}

const paramNames: Record<keyof CollectView, string> = {
  status: 'status',
  search: 'search',
  taxYear: 'tax_year',
  due: 'due',
  page: 'page',
  perPage: 'per_page',
  sortBy: 'sort_by',
  descending: 'descending',
};

/** The list request for a view: the search only when there is one. */
export const toCollectQuery = (v: CollectView): CollectListParams => ({
  page: v.page,
  per_page: v.perPage,
  sort_by: v.sortBy,
  descending: v.descending,
  status: v.status,
  ...(v.search.trim() ? { search_term: v.search.trim() } : {}),
  ...(v.taxYear !== null ? { tax_year: v.taxYear } : {}),
  ...(v.due !== null ? { due: v.due } : {}),
});

export const isFiltering = (v: CollectView) =>
  v.status !== 'all' || v.search.trim() !== '' || v.taxYear !== null || v.due !== null;

/**
 * The Collect view and its setters. Any change other than the page starts again at the first page; the
 * address is replaced, not pushed, so Back leaves the screen instead of stepping through filters.
 */
export function useCollectView() {
  const [params, setParams] = useSearchParams();
  const view = readCollectView(params);

  const update = (change: Partial<CollectView>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        const merged = { ...readCollectView(prev), ...('page' in change ? {} : { page: 1 }), ...change };
        for (const key of Object.keys(paramNames) as (keyof CollectView)[]) {
          const value = merged[key];
          if (value === DEFAULT_COLLECT_VIEW[key] || value === null) next.delete(paramNames[key]);
          else next.set(paramNames[key], String(value));
        }
        return next;
      },
      { replace: true },
    );

  return {
    view,
    update,
    /** A click on a header: the same column flips its order, another starts ascending. */
    sort: (key: CollectSort) =>
      update(key === view.sortBy ? { descending: !view.descending } : { sortBy: key, descending: false }),
    reset: () => update({ status: 'all', search: '', taxYear: null, due: null }),
  };
}
