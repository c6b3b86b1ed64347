import { userListResponseSchema, type USER_SORT_FIELDS, type UserListItem, type UserListQuery } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toListQuery, type ListParams } from '../../../lib/list-query';
import { userKeys } from './user-keys';

export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export type UserFilters = UserListQuery['filters'];
export type UserListParams = ListParams<UserSortField, UserFilters>;

export interface UserPage {
  users: UserListItem[];
  total: number;
  /** Past 1,000 rows the server counts once per filter: the pager says "about". */
  totalIsEstimate: boolean;
}

/** GET /api/v2/users: one page of the Users table (clients; staff with filters.is_advisor). Staff only. */
export async function listUsers(params: UserListParams, signal?: AbortSignal): Promise<UserPage> {
  const data = userListResponseSchema.parse(
    await api.get<unknown>('/api/v2/users', { query: toListQuery(params), signal }),
  );
  return { users: data.users ?? [], total: data.total, totalIsEstimate: data.total_is_estimate ?? false };
}

export const userListQueryOptions = (params: UserListParams) =>
  queryOptions({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => listUsers(params, signal),
    placeholderData: keepPreviousData,
  });

export const useUserList = (params: UserListParams) => useQuery(userListQueryOptions(params));
