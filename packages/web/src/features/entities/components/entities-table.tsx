import { Alert, Anchor, Button, Group, MultiSelect, NativeSelect, Stack, Text } from '@mantine/core';
import { ENTITY_SORT_FIELDS, type EntityListItem, type Tag } from '@portal/domain';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { actionsColumn, TagBadges } from '../../../components/data-table/row-menu';
import { StatusBadge } from '../../../components/status-badge';
import { ColumnsMenu } from '../../../components/data-table/columns-menu';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table';
import { TablePager } from '../../../components/data-table/table-pager';
import {
  FirmGroupFilter,
  SelectionSummary,
  TableSearch,
  tableGroupId,
  type FirmGroupScope,
} from '../../../components/data-table/table-toolbar';
import { useServerTable } from '../../../components/data-table/use-server-table';
import { EmptyState } from '../../../components/empty-state';
import { displayEmail, formatDate } from '../../../lib/format';
import { idOrNull, isRecord, numberList, oneOf, stringList } from '../../../lib/table-filters';
import { useEntityList, type EntityFilters } from '../api/list-entities';

const STATUSES = ['all', 'active', 'inactive', 'deleted'] as const;

export interface EntityTableFilters {
  entityTypes: string[];
  status: (typeof STATUSES)[number];
  groupId: number | null;
  tagIds: number[];
}

const defaultFilters: EntityTableFilters = { entityTypes: [], status: 'all', groupId: null, tagIds: [] };

const readFilters = (stored: unknown, defaults: EntityTableFilters): EntityTableFilters =>
  isRecord(stored)
    ? {
        entityTypes: stringList(stored.entityTypes) ?? defaults.entityTypes,
        status: oneOf(stored.status, STATUSES) ?? defaults.status,
        groupId: idOrNull(stored.groupId) ?? defaults.groupId,
        tagIds: numberList(stored.tagIds) ?? defaults.tagIds,
      }
    : defaults;

export const toEntityFilters = (f: EntityTableFilters): EntityFilters => ({
  ...(f.entityTypes.length > 0 ? { entity_type: f.entityTypes } : {}),
  ...(f.status === 'active' || f.status === 'inactive' ? { inactive: f.status === 'inactive' } : {}),
  ...(f.status === 'deleted' ? { deleted: true } : {}),
  ...(f.tagIds.length > 0 ? { tag_ids: f.tagIds } : {}),
});

const baseColumns: DataColumn<EntityListItem>[] = [
  {
    key: 'name',
    header: 'Name',
    sortKey: 'name',
    alwaysShown: true,
    // One line, like the other cells, so that 15 or more rows fit on a 900 px screen (issue 21 §8).
    nowrap: true,
    render: (e) => (
      <Anchor component={Link} to={`/admin/${e.hash_id}`} fw={500}>
        {e.name}
      </Anchor>
    ),
  },
  { key: 'entity_type', header: 'Type', sortKey: 'entity_type', nowrap: true, render: (e) => e.entity_type },
  {
    key: 'primary_contact',
    header: 'Primary contact',
    sortKey: 'primary_contact',
    render: (e) =>
      // One line, so that 15 or more rows fit on a 900 px screen (issue 21 §8).
      e.primary_contact_name ? (
        <Text size="sm" lineClamp={1}>
          {e.primary_contact_name}{' '}
          <Text span size="xs" c="dimmed">
            {displayEmail(e.primary_contact_email)}
          </Text>
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ),
  },
  {
    key: 'owners',
    header: 'Owners',
    render: (e) => {
      const names = e.owners.map((o) => o.full_name).join(', ');
      return (
        <Text size="sm" lineClamp={1} title={names}>
          {names}
        </Text>
      );
    },
  },
  {
    key: 'status',
    header: 'Status',
    nowrap: true,
    render: (e) => (
      <Group gap={4} wrap="nowrap">
        <StatusBadge color={e.inactive ? 'gray' : 'teal'}>{e.inactive ? 'Inactive' : 'Active'}</StatusBadge>
        {e.readonly_access ? <StatusBadge color="yellow">Read-only</StatusBadge> : null}
      </Group>
    ),
  },
  {
    key: 'updated_at',
    header: 'Last updated',
    sortKey: 'updated_at',
    nowrap: true,
    render: (e) => formatDate(e.updated_at),
  },
  {
    key: 'created_at',
    header: 'Created',
    sortKey: 'created_at',
    nowrap: true,
    render: (e) => formatDate(e.created_at),
  },
];

export interface EntitiesTableProps {
  groupScope: FirmGroupScope;
  entityTypes: string[];
  /** The empty state's next step. */
  onCreateClient: () => void;
  /** The firm's entity tags: a tags column and filter when given. */
  tagOptions?: Tag[];
  /** Row menu items (Entity Tags, Delete; Restore for deleted entities). */
  rowMenu?: (entity: EntityListItem) => ReactNode;
  /** Bulk actions on the selection; `clear` empties it. */
  selectionActions?: (ids: number[], clear: () => void) => ReactNode;
}

/** The Entities table at /admin (spec 000 §2): server paging, sorting, search and filters. */
export function EntitiesTable({
  groupScope,
  entityTypes,
  onCreateClient,
  tagOptions,
  rowMenu,
  selectionActions,
}: EntitiesTableProps) {
  const columns = useMemo<DataColumn<EntityListItem>[]>(
    () => [
      ...baseColumns,
      ...(tagOptions
        ? [{ key: 'tags', header: 'Tags', render: (e: EntityListItem) => <TagBadges tags={e.entity_tags} /> }]
        : []),
      ...(rowMenu ? [actionsColumn<EntityListItem>((e) => e.name, rowMenu)] : []),
    ],
    [tagOptions, rowMenu],
  );
  const t = useServerTable({
    table: 'entities',
    sortFields: ENTITY_SORT_FIELDS,
    defaultSort: 'name',
    defaultFilters,
    readFilters,
  });
  const groupFixed = groupScope.fixedGroupId !== undefined;
  const firmGroupId = tableGroupId(groupScope, t.filters.groupId);
  const list = useEntityList({
    page: t.page,
    rowsPerPage: t.pageSize,
    sortBy: t.sortBy,
    descending: t.descending,
    search: t.debouncedSearch,
    firmGroupId,
    filters: toEntityFilters(t.filters),
  });
  const filtering =
    t.debouncedSearch.trim() !== '' ||
    t.filters.entityTypes.length > 0 ||
    t.filters.status !== 'all' ||
    t.filters.tagIds.length > 0 ||
    (!groupFixed && t.filters.groupId !== null);

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TableSearch value={t.search} onChange={t.setSearch} placeholder="Entity name or email" />
        <MultiSelect
          label="Entity type"
          placeholder={t.filters.entityTypes.length ? undefined : 'All types'}
          data={[...new Set([...entityTypes, ...t.filters.entityTypes])]}
          value={t.filters.entityTypes}
          onChange={(entityTypes) => t.setFilters({ entityTypes })}
          clearable
          w={{ base: '100%', xs: 240 }}
        />
        <NativeSelect
          label="Status"
          data={[
            { value: 'all', label: 'All' },
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
            { value: 'deleted', label: 'Deleted' },
          ]}
          value={t.filters.status}
          onChange={(e) => t.setFilters({ status: oneOf(e.currentTarget.value, STATUSES) ?? 'all' })}
        />
        {tagOptions ? (
          <MultiSelect
            label="Tags"
            placeholder={t.filters.tagIds.length ? undefined : 'Any tag'}
            data={tagOptions.map((tag) => ({ value: String(tag.id), label: tag.name }))}
            value={t.filters.tagIds.map(String)}
            onChange={(ids) => t.setFilters({ tagIds: ids.map(Number) })}
            clearable
            searchable
            w={{ base: '100%', xs: 220 }}
          />
        ) : null}
        <FirmGroupFilter scope={groupScope} value={firmGroupId} onChange={(groupId) => t.setFilters({ groupId })} />
        <ColumnsMenu columns={columns} hidden={t.hiddenColumns} onChange={t.setHiddenColumns} />
      </Group>
      {list.isError && !list.data ? (
        <Alert color="red" variant="light" role="alert">
          Failed to fetch companies
        </Alert>
      ) : null}
      <Group gap="sm" wrap="wrap">
        <SelectionSummary count={t.selected.length} onClear={() => t.setSelected([])} />
        {t.filters.status === 'deleted' ? null : selectionActions?.(t.selected, () => t.setSelected([]))}
      </Group>
      <DataTable
        label="Entities"
        columns={columns}
        hiddenColumns={t.hiddenColumns}
        rows={list.isError && !list.data ? [] : list.data?.entities}
        refreshing={list.isPlaceholderData}
        rowId={(e) => e.id}
        rowLabel={(e) => e.name}
        sortBy={t.sortBy}
        descending={t.descending}
        onSort={t.sort}
        selected={t.selected}
        onSelectedChange={t.setSelected}
        selectionScope={t.selectionScope}
        skeletonRows={Math.min(t.pageSize, 10)}
        minWidth={1000}
        empty={
          list.isError ? null : (
            <EmptyState
              description={filtering ? 'No entity matches the search or filters.' : 'There are no entities yet.'}
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
        total={list.data?.total}
        totalIsEstimate={list.data?.totalIsEstimate}
        onPageChange={t.setPage}
        onPageSizeChange={t.setPageSize}
      />
    </Stack>
  );
}
