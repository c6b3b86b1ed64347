import { Anchor, Text } from '@mantine/core';
import { formatPhone, NO_ADVISOR, USER_SORT_FIELDS, type UserListItem } from '@portal/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { DataColumn } from '../../../components/data-table/data-table';
import { listFilters, listParams, listQueryFilters } from '../../../components/data-table/list-filters';
import { dateColumns, ListTable, statusColumn } from '../../../components/data-table/list-table';
import type { ListRow, ListTableScreenProps } from '../../../components/data-table/list-table';
import { useServerTable } from '../../../components/data-table/use-server-table';
import { displayEmail } from '../../../lib/format';
import { numberList } from '../../../lib/table-filters';
import { useFirmUsers } from '../api/list-firm-users';
import { useUserList, type UserFilters } from '../api/list-users';

const filterSpec = listFilters({
  statuses: { all: 'All', active: 'Active', deactivated: 'Deactivated', deleted: 'Deleted' },
  own: { assignedAdvisorIds: [] as number[] },
  readOwn: (stored, defaults) => ({
    assignedAdvisorIds: numberList(stored.assignedAdvisorIds) ?? defaults.assignedAdvisorIds,
  }),
});

export type UserTableFilters = typeof filterSpec.defaultFilters;

export const toUserFilters = (f: UserTableFilters): UserFilters => ({
  ...(f.assignedAdvisorIds.length > 0 ? { assigned_advisor_id: f.assignedAdvisorIds } : {}),
  ...(f.status === 'active' || f.status === 'deactivated' ? { paying: f.status === 'active' } : {}),
  ...listQueryFilters(f),
});

/** Router state the user view starts from, so it needs no request when opened from the table. */
export interface UserViewState {
  user: UserListItem;
}

export type UsersTableProps = ListTableScreenProps<UserListItem>;

const userRow: ListRow<UserListItem> = { id: (u) => u.id, label: (u) => u.full_name, tags: (u) => u.contact_tags };

/** The Users table at /clients (spec 000 §2): the firm's clients, paged and sorted by the server. */
export function UsersTable(screen: UsersTableProps) {
  const t = useServerTable({
    table: 'users',
    sortFields: USER_SORT_FIELDS,
    defaultSort: 'name',
    defaultFilters: filterSpec.defaultFilters,
    readFilters: filterSpec.readFilters,
  });
  const firmUsers = useFirmUsers();
  const list = useUserList(listParams(t, screen.groupScope, toUserFilters(t.filters)));
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
      statusColumn((u) => u.paying, ['Active', 'Deactivated']),
      ...dateColumns<UserListItem>(),
    ],
    [advisorNames],
  );
  const advisorOptions = [
    { value: String(NO_ADVISOR), label: 'None' },
    ...(firmUsers.data ?? []).map((u) => ({ value: String(u.id), label: u.full_name })),
  ];

  return (
    <ListTable
      {...screen}
      table={t}
      label="Users"
      searchPlaceholder="Name or email"
      ownFilter={{
        label: 'Assigned firm user',
        placeholder: 'Anyone',
        data: advisorOptions,
        value: t.filters.assignedAdvisorIds.map(String),
        onChange: (ids) => t.setFilters({ assignedAdvisorIds: ids.map(Number) }),
      }}
      filterSpec={filterSpec}
      row={userRow}
      columns={columns}
      query={list}
      rows={list.data?.users}
      minWidth={1100}
      emptyText={{ filtered: 'No user matches the search or filters.', none: 'There are no users yet.' }}
    />
  );
}
