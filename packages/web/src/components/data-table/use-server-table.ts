import { useDebouncedValue } from '@mantine/hooks';
import { DEFAULT_TABLE_PAGE_SIZE } from '@portal/domain';
import { useCallback, useState } from 'react';
import { useTablePreferences } from '../../lib/table-preferences';

/** The table search waits 300 ms after the last key (spec 000 §9 user and entity searches). */
export const TABLE_SEARCH_DEBOUNCE_MS = 300;

export interface ServerTableOptions<S extends string, F> {
  /** Names the table's cookie, e.g. 'entities'. */
  table: string;
  sortFields: readonly S[];
  defaultSort: S;
  defaultDescending?: boolean;
  defaultFilters: F;
  /** Takes the filters back from the cookie, keeping only values of the right shape. */
  readFilters: (stored: unknown, defaults: F) => F;
  /** Columns the column picker offers but a first visit does not show (so the table fits the screen). */
  defaultHiddenColumns?: string[];
}

/**
 * The state of a server-paged table: page, page size, sort, filters and hidden columns (all but the page
 * remembered in the table's cookie), the debounced search and the selected rows. Any change other than
 * the page goes back to the first page.
 */
export function useServerTable<S extends string, F>(opts: ServerTableOptions<S, F>) {
  const {
    table,
    sortFields,
    defaultSort,
    defaultDescending = false,
    defaultFilters,
    readFilters,
    defaultHiddenColumns = [],
  } = opts;
  const [prefs, update] = useTablePreferences<F>(
    table,
    {
      pageSize: DEFAULT_TABLE_PAGE_SIZE,
      sortBy: defaultSort,
      descending: defaultDescending,
      filters: defaultFilters,
      hiddenColumns: defaultHiddenColumns,
    },
    readFilters,
  );
  const sortBy: S = (sortFields as readonly string[]).includes(prefs.sortBy) ? (prefs.sortBy as S) : defaultSort;
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, TABLE_SEARCH_DEBOUNCE_MS);
  // The page belongs to one search: a new search starts at the first page.
  const [paging, setPaging] = useState({ page: 0, search: '' });
  const page = paging.search === debouncedSearch ? paging.page : 0;
  const setPage = useCallback((p: number) => setPaging({ page: p, search: debouncedSearch }), [debouncedSearch]);
  const [selected, setSelected] = useState<number[]>([]);

  const firstPage = () => setPaging({ page: 0, search: debouncedSearch });
  return {
    page,
    setPage,
    pageSize: prefs.pageSize,
    setPageSize: (pageSize: number) => {
      update({ pageSize });
      firstPage();
    },
    sortBy,
    descending: prefs.descending,
    /** A click on a header: the same column flips its order, another column starts ascending. */
    sort: (key: string) => {
      update(key === sortBy ? { descending: !prefs.descending } : { sortBy: key, descending: false });
      firstPage();
    },
    /** A chosen order (a phone's Sort by, where there are no headers to click). */
    setSort: (key: S, descending: boolean) => {
      update({ sortBy: key, descending });
      firstPage();
    },
    filters: prefs.filters,
    setFilters: (change: Partial<F>) => {
      update({ filters: { ...prefs.filters, ...change } });
      firstPage();
    },
    resetFilters: () => {
      update({ filters: defaultFilters });
      setSearch('');
      firstPage();
    },
    hiddenColumns: prefs.hiddenColumns,
    setHiddenColumns: (hiddenColumns: string[]) => update({ hiddenColumns }),
    search,
    setSearch,
    debouncedSearch,
    selected,
    setSelected,
    /** For DataTable's selectionScope: the search and filters that decide which rows exist. */
    selectionScope: JSON.stringify([debouncedSearch, prefs.filters]),
  };
}
