import type { UserListItem } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userKeys } from './user-keys';
import { listUsers } from './list-users';

/** Every firm user (staff), for the assignee choices and the assigned firm user column and filter. */
export async function listFirmUsers(signal?: AbortSignal): Promise<UserListItem[]> {
  const page = await listUsers(
    {
      page: 0,
      rowsPerPage: -1,
      sortBy: 'name',
      descending: false,
      search: '',
      firmGroupId: null,
      filters: { is_advisor: true },
    },
    signal,
  );
  return page.users;
}

export const firmUsersQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.firmUsers(),
    queryFn: ({ signal }) => listFirmUsers(signal),
    staleTime: 5 * 60_000,
  });

export const useFirmUsers = () => useQuery(firmUsersQueryOptions());
