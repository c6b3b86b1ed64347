import { PAGE_SIZES, TABLE_COOKIE_MAX_AGE_SECONDS } from '@portal/domain';
import { useCallback, useState } from 'react';
import { getCookie, setCookie } from './cookies';
import { isRecord } from './table-filters';

/** What a table remembers between visits (spec 002 §2): page size, sort, filters and hidden columns. */
export interface TablePreferences<F> {
  pageSize: number;
  sortBy: string;
  descending: boolean;
  filters: F;
  hiddenColumns: string[];
}

export const tableCookieName = (table: string) => `table_${table}`;

/**
 * Reads a table's cookie over its defaults. A cookie from an older version (or edited by hand) may hold
 * anything, so each part is taken only when it has the right shape; filters are checked by the table.
 */
export function readTablePreferences<F>(
  table: string,
  defaults: TablePreferences<F>,
  readFilters: (stored: unknown, defaults: F) => F,
): TablePreferences<F> {
  const raw = getCookie(tableCookieName(table));
  if (!raw) return defaults;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return defaults;
  }
  if (!isRecord(stored)) return defaults;
  return {
    pageSize: (PAGE_SIZES as readonly unknown[]).includes(stored.pageSize)
      ? (stored.pageSize as number)
      : defaults.pageSize,
    sortBy: typeof stored.sortBy === 'string' ? stored.sortBy : defaults.sortBy,
    descending: typeof stored.descending === 'boolean' ? stored.descending : defaults.descending,
    filters: readFilters(stored.filters, defaults.filters),
    hiddenColumns: Array.isArray(stored.hiddenColumns)
      ? stored.hiddenColumns.filter((c): c is string => typeof c === 'string')
      : defaults.hiddenColumns,
  };
}

export function writeTablePreferences<F>(table: string, prefs: TablePreferences<F>): void {
  setCookie(tableCookieName(table), JSON.stringify(prefs), { maxAgeSeconds: TABLE_COOKIE_MAX_AGE_SECONDS });
}

/** A table's preferences, remembered per table in a cookie for a year. */
export function useTablePreferences<F>(
  table: string,
  defaults: TablePreferences<F>,
  readFilters: (stored: unknown, defaults: F) => F,
) {
  const [prefs, setPrefs] = useState(() => readTablePreferences(table, defaults, readFilters));
  const update = useCallback(
    (change: Partial<TablePreferences<F>>) =>
      setPrefs((current) => {
        const next = { ...current, ...change };
        writeTablePreferences(table, next);
        return next;
      }),
    [table],
  );
  return [prefs, update] as const;
}
