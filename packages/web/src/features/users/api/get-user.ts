import type { User, UserListItem } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** What the user view shows of a user: the Users table row has it all. */
export type UserSummary = Pick<
  UserListItem,
  | 'id'
  | 'fname'
  | 'lname'
  | 'full_name'
  | 'email'
  | 'phone_number'
  | 'paying'
  | 'readonly_access'
  | 'assigned_advisor_id'
>;

const summaryOf = (u: User | UserListItem): UserSummary => ({
  id: u.id,
  fname: u.fname,
  lname: u.lname,
  full_name: u.full_name,
  email: u.email,
  phone_number: u.phone_number,
  paying: u.paying,
  readonly_access: u.readonly_access,
  assigned_advisor_id: u.assigned_advisor_id,
});

/** GET /api/users/{id} (spec 000 §7). */
export async function getUser(id: number, signal?: AbortSignal): Promise<UserSummary> {
  return summaryOf(await api.get<User>(`/api/users/${id}`, { signal }));
}

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => getUser(id, signal) });

/** The user, starting from the Users table row when the screen was opened from it (no request then). */
export const useUser = (id: number, fromTable?: UserListItem | null) =>
  useQuery({
    ...userQueryOptions(id),
    ...(fromTable && fromTable.id === id ? { initialData: summaryOf(fromTable) } : {}),
  });
