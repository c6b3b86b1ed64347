import type { ListParams } from '../../lib/list-query';
import { idOrNull, isRecord, numberList, oneOf } from '../../lib/table-filters';
import { tableGroupId, type FirmGroupScope } from './table-toolbar';

/** The filters the Entities and Users tables share (spec 000 §2): a status, a firm group and tags. */
export interface ListFilters<S extends string> {
  status: S;
  groupId: number | null;
  tagIds: number[];
}

export interface ListFilterSpec<S extends string, F extends ListFilters<S>> {
  /** The status filter's values, the first ('all') the default. */
  statuses: readonly S[];
  statusOptions: { value: S; label: string }[];
  defaultFilters: F;
  /** Takes the filters back from the table's cookie; anything of the wrong shape falls back to the default. */
  readFilters: (stored: unknown, defaults: F) => F;
}

/**
 * A list's filters: its statuses with their labels (the first, 'all', the default) and its own filters beside
 * the shared status, firm group and tags.
 */
export function listFilters<S extends string, Own extends object>(spec: {
  /** Each status and its label, the default first. */
  statuses: Record<S, string>;
  own: Own;
  readOwn: (stored: Record<string, unknown>, defaults: Own) => Own;
}): ListFilterSpec<S, Own & ListFilters<S>> {
  const options = (Object.entries(spec.statuses) as [S, string][]).map(([value, label]) => ({ value, label }));
  const statuses = options.map((o) => o.value);
  return {
    statuses,
    statusOptions: options,
    defaultFilters: { ...spec.own, status: statuses[0]!, groupId: null, tagIds: [] },
    readFilters: (stored, defaults) =>
      isRecord(stored)
        ? {
            ...spec.readOwn(stored, defaults),
            status: oneOf(stored.status, statuses) ?? defaults.status,
            groupId: idOrNull(stored.groupId) ?? defaults.groupId,
            tagIds: numberList(stored.tagIds) ?? defaults.tagIds,
          }
        : defaults,
  };
}

/** The server's deleted and tag filters, as both lists send them. */
export const listQueryFilters = (f: ListFilters<string>) => ({
  ...(f.status === 'deleted' ? { deleted: true } : {}),
  ...(f.tagIds.length > 0 ? { tag_ids: f.tagIds } : {}),
});

/** The page to ask the server for, from the table's state (useServerTable) and the list's query filters. */
export function listParams<S extends string, Q extends object>(
  t: {
    page: number;
    pageSize: number;
    sortBy: S;
    descending: boolean;
    debouncedSearch: string;
    filters: { groupId: number | null };
  },
  groupScope: FirmGroupScope,
  filters: Q,
): ListParams<S, Q> {
  return {
    page: t.page,
    rowsPerPage: t.pageSize,
    sortBy: t.sortBy,
    descending: t.descending,
    search: t.debouncedSearch,
    firmGroupId: tableGroupId(groupScope, t.filters.groupId),
    filters,
  };
}
