import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * ORDER BY terms that a list's index can serve. Our indexes are built `desc nulls last` (drizzle's `.desc()`),
 * while a plain `desc` means `nulls first` to PostgreSQL, which then sorts the whole firm instead of reading
 * the index; the columns are NOT NULL, so saying the index's null order changes no result.
 */
export function indexOrder(descending: boolean, ...columns: AnyColumn[]): SQL[] {
  return columns.map((c) => (descending ? sql`${c} desc nulls last` : sql`${c} asc nulls first`));
}
