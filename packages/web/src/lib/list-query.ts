/** One page of a server-side table (GET /api/v2/users, /api/v2/entities): 0-based page, -1 rows = all. */
export interface ListParams<S extends string, F extends object> {
  page: number;
  rowsPerPage: number;
  sortBy: S;
  descending: boolean;
  search: string;
  firmGroupId: number | null;
  filters: F;
}

const isEmpty = (v: unknown) => v === undefined || v === null || (Array.isArray(v) && v.length === 0);

/** The query string of the list endpoints; empty filters and an empty search are left out. */
export function toListQuery<S extends string, F extends object>(p: ListParams<S, F>) {
  const filters = Object.fromEntries(Object.entries(p.filters).filter(([, v]) => !isEmpty(v)));
  const search = p.search.trim();
  return {
    page: p.page,
    rows_per_page: p.rowsPerPage,
    sort_by: p.sortBy,
    descending: p.descending,
    ...(search ? { search } : {}),
    ...(p.firmGroupId !== null ? { firm_group_id: p.firmGroupId } : {}),
    ...(Object.keys(filters).length > 0 ? { filters: JSON.stringify(filters) } : {}),
  };
}
