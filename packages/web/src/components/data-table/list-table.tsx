import { Alert, Button, Group, MultiSelect, NativeSelect, Stack } from '@mantine/core';
import type { Tag } from '@portal/domain';
import { useMemo, type ReactNode } from 'react';
import { formatDate } from '../../lib/format';
import { oneOf } from '../../lib/table-filters';
import { EmptyState } from '../empty-state';
import { ColumnsMenu } from './columns-menu';
import { DataTable, type DataColumn } from './data-table';
import { actionsColumn, TagBadges } from './row-menu';
import { TablePager } from './table-pager';
import { FirmGroupFilter, SelectionSummary, TableSearch, tableGroupId, type FirmGroupScope } from './table-toolbar';
import type { ListFilterSpec, ListFilters } from './list-filters';
import { StatusBadge } from '../status-badge';

/** What the frame reads and sets of useServerTable's state. */
export interface ListTableState<F> {
  search: string;
  setSearch: (search: string) => void;
  debouncedSearch: string;
  filters: F;
  setFilters: (change: Partial<F>) => void;
  resetFilters: () => void;
  hiddenColumns: string[];
  setHiddenColumns: (hidden: string[]) => void;
  selected: number[];
  setSelected: (ids: number[]) => void;
  selectionScope: string;
  sortBy: string;
  descending: boolean;
  sort: (key: string) => void;
  page: number;
  setPage: (page: number) => void;
  pageSize: number;
  setPageSize: (pageSize: number) => void;
}

/** What the screen gives the Entities or Users table (their own props aside). */
export interface ListTableScreenProps<T> {
  groupScope: FirmGroupScope;
  /** The empty state's next step without a filter on. */
  onCreateClient: () => void;
  /** The firm's tags: a tags column and filter when given. */
  tagOptions?: Tag[];
  /** Row menu items (Edit, Tags, Delete; Restore for deleted rows). */
  rowMenu?: (row: T) => ReactNode;
  /** Bulk actions on the selection; `clear` empties it. */
  selectionActions?: (ids: number[], clear: () => void) => ReactNode;
}

/** How the table reads a row: its id, its name (in labels) and its tags. */
export interface ListRow<T> {
  id: (row: T) => number;
  label: (row: T) => string;
  tags: (row: T) => Tag[];
}

/** A list's own filter: a choice of several values; none chosen means no filter. */
export interface OwnFilter {
  label: string;
  /** Said while nothing is chosen, e.g. 'All types'. */
  placeholder: string;
  data: { value: string; label: string }[] | string[];
  value: string[];
  onChange: (value: string[]) => void;
}

function MultiFilter({ placeholder, width, ...props }: OwnFilter & { width: number; searchable?: boolean }) {
  return (
    <MultiSelect
      {...props}
      placeholder={props.value.length ? undefined : placeholder}
      clearable
      w={{ base: '100%', xs: width }}
    />
  );
}

export interface ListTableProps<T, S extends string, F extends ListFilters<S>> extends ListTableScreenProps<T> {
  /** The table's state (useServerTable). */
  table: ListTableState<F>;
  /** The table's accessible name, e.g. 'Entities'. */
  label: string;
  searchPlaceholder: string;
  /** The list's own filter, between the search and the status (Entity type, Assigned firm user). */
  ownFilter: OwnFilter;
  filterSpec: Pick<ListFilterSpec<S, F>, 'statuses' | 'statusOptions'>;
  /** Module-level, so that the columns stay the same between renders. */
  row: ListRow<T>;
  /** The list's columns; the tags and row menu columns follow them. Keep it stable (useMemo). */
  columns: DataColumn<T>[];
  /** The page's query; `rows` are its rows. */
  query: {
    data?: { total: number; totalIsEstimate: boolean };
    isError: boolean;
    error: Error | null;
    isPlaceholderData: boolean;
  };
  rows: T[] | undefined;
  /** Said when the list cannot be loaded: the server's message unless given. */
  errorMessage?: string;
  minWidth: number;
  /** The empty state's words: with a search or filter on, and without. */
  emptyText: { filtered: string; none: string };
}

/**
 * The Entities and Users tables' frame (spec 000 §2): search, filters, column picker, selection and bulk
 * actions, the server-paged table with its empty state, and the pager. Each list keeps its columns and
 * its own filters.
 */
export function ListTable<T, S extends string, F extends ListFilters<S>>({
  table: t,
  label,
  searchPlaceholder,
  ownFilter,
  filterSpec: { statuses, statusOptions },
  groupScope,
  tagOptions,
  row: { id: rowId, label: rowLabel, tags: rowTags },
  columns: ownColumns,
  rowMenu,
  selectionActions,
  query,
  rows,
  errorMessage,
  minWidth,
  emptyText,
  onCreateClient,
}: ListTableProps<T, S, F>) {
  const columns = useMemo<DataColumn<T>[]>(
    () => [
      ...ownColumns,
      ...(tagOptions ? [{ key: 'tags', header: 'Tags', render: (row: T) => <TagBadges tags={rowTags(row)} /> }] : []),
      ...(rowMenu ? [actionsColumn<T>(rowLabel, rowMenu)] : []),
    ],
    [ownColumns, tagOptions, rowTags, rowMenu, rowLabel],
  );
  const { isError } = query;
  // Rows kept from before a failed refresh stay; without any, the failure is said instead.
  const failed = isError && rows === undefined;
  const groupFixed = groupScope.fixedGroupId !== undefined;
  const firmGroupId = tableGroupId(groupScope, t.filters.groupId);
  const filtering =
    t.debouncedSearch.trim() !== '' ||
    ownFilter.value.length > 0 ||
    t.filters.status !== 'all' ||
    t.filters.tagIds.length > 0 ||
    (!groupFixed && t.filters.groupId !== null);
  // The filters are of F; the shared ones are set through this one typed door.
  const setShared = (change: Partial<ListFilters<S>>) => t.setFilters(change as Partial<F>);

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TableSearch value={t.search} onChange={t.setSearch} placeholder={searchPlaceholder} />
        <MultiFilter {...ownFilter} width={240} />
        <NativeSelect
          label="Status"
          data={statusOptions}
          value={t.filters.status}
          onChange={(e) => setShared({ status: oneOf(e.currentTarget.value, statuses) ?? statuses[0] })}
        />
        {tagOptions ? (
          <MultiFilter
            label="Tags"
            placeholder="Any tag"
            data={tagOptions.map((tag) => ({ value: String(tag.id), label: tag.name }))}
            value={t.filters.tagIds.map(String)}
            onChange={(ids) => setShared({ tagIds: ids.map(Number) })}
            searchable
            width={220}
          />
        ) : null}
        <FirmGroupFilter scope={groupScope} value={firmGroupId} onChange={(groupId) => setShared({ groupId })} />
        <ColumnsMenu columns={columns} hidden={t.hiddenColumns} onChange={t.setHiddenColumns} />
      </Group>
      {failed ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage ?? query.error?.message}
        </Alert>
      ) : null}
      <Group gap="sm" wrap="wrap">
        <SelectionSummary count={t.selected.length} onClear={() => t.setSelected([])} />
        {t.filters.status === 'deleted' ? null : selectionActions?.(t.selected, () => t.setSelected([]))}
      </Group>
      <DataTable
        label={label}
        columns={columns}
        hiddenColumns={t.hiddenColumns}
        rows={failed ? [] : rows}
        refreshing={query.isPlaceholderData}
        rowId={rowId}
        rowLabel={rowLabel}
        sortBy={t.sortBy}
        descending={t.descending}
        onSort={t.sort}
        selected={t.selected}
        onSelectedChange={t.setSelected}
        selectionScope={t.selectionScope}
        skeletonRows={Math.min(t.pageSize, 10)}
        minWidth={minWidth}
        empty={
          isError ? null : (
            <EmptyState
              description={filtering ? emptyText.filtered : emptyText.none}
              // No match for a search or filter: the way on is to reset it, not to create a first client.
              actions={
                filtering ? (
                  <Button variant="default" onClick={t.resetFilters}>
                    Reset filters
                  </Button>
                ) : (
                  <Button onClick={onCreateClient}>Create User and Entity</Button>
                )
              }
            />
          )
        }
      />
      <TablePager
        page={t.page}
        pageSize={t.pageSize}
        total={query.data?.total}
        totalIsEstimate={query.data?.totalIsEstimate}
        onPageChange={t.setPage}
        onPageSizeChange={t.setPageSize}
      />
    </Stack>
  );
}

/** The Last updated and Created columns, sortable, a date on one line. */
export const dateColumns = <T extends { updated_at: string; created_at: string }>(): DataColumn<T>[] =>
  (
    [
      ['updated_at', 'Last updated'],
      ['created_at', 'Created'],
    ] as const
  ).map(([key, header]) => ({ key, header, sortKey: key, nowrap: true, render: (row: T) => formatDate(row[key]) }));

/** The Status column: active or not, and Read-only beside it. */
export const statusColumn = <T extends { readonly_access: boolean }>(
  active: (row: T) => boolean,
  labels: [active: string, inactive: string],
): DataColumn<T> => ({
  key: 'status',
  header: 'Status',
  nowrap: true,
  render: (row) => (
    <Group gap={4} wrap="nowrap">
      <StatusBadge color={active(row) ? 'teal' : 'gray'}>{active(row) ? labels[0] : labels[1]}</StatusBadge>
      {row.readonly_access ? <StatusBadge color="yellow">Read-only</StatusBadge> : null}
    </Group>
  ),
});
