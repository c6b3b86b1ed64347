import { Alert, Anchor, Button, Group, MultiSelect, NativeSelect, Stack, Text } from '@mantine/core';
import { formatPhone, NO_ADVISOR, USER_SORT_FIELDS, type Tag, type UserListItem } from '@portal/domain';
import { useMemo, type ReactNode } from 'react';
import { actionsColumn, TagBadges } from '../../../components/data-table/row-menu';
import { Link } from 'react-router';
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
import { idOrNull, isRecord, numberList, oneOf } from '../../../lib/table-filters';
import { useFirmUsers } from '../api/list-firm-users';
import { useUserList, type UserFilters } from '../api/list-users';

const STATUSES = ['all', 'active', 'deactivated', 'deleted'] as const;

export interface UserTableFilters {
  assignedAdvisorIds: number[];
  status: (typeof STATUSES)[number];
  groupId: number | null;
  tagIds: number[];
}

const defaultFilters: UserTableFilters = { assignedAdvisorIds: [], status: 'all', groupId: null, tagIds: [] };

const readFilters = (stored: unknown, defaults: UserTableFilters): UserTableFilters =>
  isRecord(stored)
    ? {
        assignedAdvisorIds: numberList(stored.assignedAdvisorIds) ?? defaults.assignedAdvisorIds,
        status: oneOf(stored.status, STATUSES) ?? defaults.status,
        groupId: idOrNull(stored.groupId) ?? defaults.groupId,
        tagIds: numberList(stored.tagIds) ?? defaults.tagIds,
      }
    : defaults;

export const toUserFilters = (f: UserTableFilters): UserFilters => ({
  ...(f.assignedAdvisorIds.length > 0 ? { assigned_advisor_id: f.assignedAdvisorIds } : {}),
  ...(f.status === 'active' || f.status === 'deactivated' ? { paying: f.status === 'active' } : {}),
  ...(f.status === 'deleted' ? { deleted: true } : {}),
  ...(f.tagIds.length > 0 ? { tag_ids: f.tagIds } : {}),
});

/** Router state the user view starts from, so it needs no request when opened from the table. */
export interface UserViewState {
  user: UserListItem;
}

export interface UsersTableProps {
  groupScope: FirmGroupScope;
  onCreateClient: () => void;
  /** The firm's contact tags: a tags column and filter when given. */
  tagOptions?: Tag[];
  /** Row menu items (Edit user, User Tags, Delete; Restore for deleted users). */
  rowMenu?: (user: UserListItem) => ReactNode;
  /** Bulk actions on the selection; `clear` empties it. */
  selectionActions?: (ids: number[], clear: () => void) => ReactNode;
}

/** The Users table at /clients (spec 000 §2): the firm's clients, paged and sorted by the server. */
export function UsersTable({ groupScope, onCreateClient, tagOptions, rowMenu, selectionActions }: UsersTableProps) {
  const t = useServerTable({
    table: 'users',
    sortFields: USER_SORT_FIELDS,
    defaultSort: 'name',
    defaultFilters,
    readFilters,
  });
  const firmUsers = useFirmUsers();
  const groupFixed = groupScope.fixedGroupId !== undefined;
  const firmGroupId = tableGroupId(groupScope, t.filters.groupId);
  const list = useUserList({
    page: t.page,
    rowsPerPage: t.pageSize,
    sortBy: t.sortBy,
    descending: t.descending,
    search: t.debouncedSearch,
    firmGroupId,
    filters: toUserFilters(t.filters),
  });
  const advisorNames = useMemo(
    () => new Map((firmUsers.data ?? []).map((u) => [u.id, u.full_name] as const)),
    [firmUsers.data],
  );
  const columns = useMemo<DataColumn<UserListItem>[]>(
    () => [
      {
        key: 'name',
        header: 'Name',
        sortKey: 'name',
        alwaysShown: true,
        // One line, so that 15 or more rows fit on a 900 px screen (issue 21 §8).
        nowrap: true,
        render: (u) => (
          <Anchor component={Link} to={`/clients/${u.id}`} state={{ user: u } satisfies UserViewState} fw={500}>
            {u.full_name}
          </Anchor>
        ),
      },
      { key: 'email', header: 'Email', sortKey: 'email', render: (u) => displayEmail(u.email) },
      {
        key: 'phone_number',
        header: 'Phone',
        nowrap: true,
        render: (u) => (u.phone_number ? formatPhone(u.phone_number) : ''),
      },
      {
        key: 'assigned_advisor',
        header: 'Assigned firm user',
        sortKey: 'assigned_advisor',
        render: (u) =>
          u.assigned_advisor_id === null ? (
            <Text size="sm" c="dimmed">
              None
            </Text>
          ) : (
            (advisorNames.get(u.assigned_advisor_id) ?? '')
          ),
      },
      { key: 'entity_count', header: 'Entities', render: (u) => u.entity_count },
      {
        key: 'status',
        header: 'Status',
        nowrap: true,
        render: (u) => (
          <Group gap={4} wrap="nowrap">
            <StatusBadge color={u.paying ? 'teal' : 'gray'}>{u.paying ? 'Active' : 'Deactivated'}</StatusBadge>
            {u.readonly_access ? <StatusBadge color="yellow">Read-only</StatusBadge> : null}
          </Group>
        ),
      },
      {
        key: 'updated_at',
        header: 'Last updated',
        sortKey: 'updated_at',
        nowrap: true,
        render: (u) => formatDate(u.updated_at),
      },
      {
        key: 'created_at',
        header: 'Created',
        sortKey: 'created_at',
        nowrap: true,
        render: (u) => formatDate(u.created_at),
      },
      ...(tagOptions
        ? [{ key: 'tags', header: 'Tags', render: (u: UserListItem) => <TagBadges tags={u.contact_tags} /> }]
        : []),
      ...(rowMenu ? [actionsColumn<UserListItem>((u) => u.full_name, rowMenu)] : []),
    ],
    [advisorNames, tagOptions, rowMenu],
  );
  const advisorOptions = [
    { value: String(NO_ADVISOR), label: 'None' },
    ...(firmUsers.data ?? []).map((u) => ({ value: String(u.id), label: u.full_name })),
  ];
  const filtering =
    t.debouncedSearch.trim() !== '' ||
    t.filters.assignedAdvisorIds.length > 0 ||
    t.filters.status !== 'all' ||
    t.filters.tagIds.length > 0 ||
    (!groupFixed && t.filters.groupId !== null);

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TableSearch value={t.search} onChange={t.setSearch} placeholder="Name or email" />
        <MultiSelect
          label="Assigned firm user"
          placeholder={t.filters.assignedAdvisorIds.length ? undefined : 'Anyone'}
          data={advisorOptions}
          value={t.filters.assignedAdvisorIds.map(String)}
          onChange={(ids) => t.setFilters({ assignedAdvisorIds: ids.map(Number) })}
          clearable
          w={{ base: '100%', xs: 240 }}
        />
        <NativeSelect
          label="Status"
          data={[
            { value: 'all', label: 'All' },
            { value: 'active', label: 'Active' },
            { value: 'deactivated', label: 'Deactivated' },
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
          {list.error.message}
        </Alert>
      ) : null}
      <Group gap="sm" wrap="wrap">
        <SelectionSummary count={t.selected.length} onClear={() => t.setSelected([])} />
        {t.filters.status === 'deleted' ? null : selectionActions?.(t.selected, () => t.setSelected([]))}
      </Group>
      <DataTable
        label="Users"
        columns={columns}
        hiddenColumns={t.hiddenColumns}
        rows={list.isError && !list.data ? [] : list.data?.users}
        refreshing={list.isPlaceholderData}
        rowId={(u) => u.id}
        rowLabel={(u) => u.full_name}
        sortBy={t.sortBy}
        descending={t.descending}
        onSort={t.sort}
        selected={t.selected}
        onSelectedChange={t.setSelected}
        selectionScope={t.selectionScope}
        skeletonRows={Math.min(t.pageSize, 10)}
        minWidth={1100}
        empty={
          list.isError ? null : (
            <EmptyState
              description={filtering ? 'No user matches the search or filters.' : 'There are no users yet.'}
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
