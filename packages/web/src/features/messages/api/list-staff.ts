import { userListResponseSchema, type UserListItem } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toListQuery } from '../../../lib/list-query';
import { messageKeys } from '../../../lib/message-keys';

/** GET /api/v2/users with filters.is_advisor: every active firm user, the choices of Manage Participants. */
export async function listStaff(signal?: AbortSignal): Promise<UserListItem[]> {
  const query = toListQuery({
    page: 0,
    rowsPerPage: -1,
    sortBy: 'name',
    descending: false,
    search: '',
    firmGroupId: null,
    filters: { is_advisor: true },
  });
  const data = userListResponseSchema.parse(await api.get<unknown>('/api/v2/users', { query, signal }));
  return (data.users ?? []).filter((u) => u.paying && !u.deleted_at);
}

export const staffQueryOptions = () =>
  queryOptions({ queryKey: messageKeys.staff(), queryFn: ({ signal }) => listStaff(signal), staleTime: 5 * 60_000 });

export const useStaff = (enabled: boolean) => useQuery({ ...staffQueryOptions(), enabled });
