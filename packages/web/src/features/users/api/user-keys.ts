import type { ListParams } from '../../../lib/list-query';
import type { UserFilters } from './list-users';

/** Query keys of the users feature; invalidating `userKeys.all` refreshes every user screen. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: ListParams<string, UserFilters>) => [...userKeys.lists(), params] as const,
  firmUsers: () => [...userKeys.all, 'firm-users'] as const,
  emailCheck: (email: string) => [...userKeys.all, 'email-check', email] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  details: (id: number) => [...userKeys.all, 'details', id] as const,
  assignedCompanies: (id: number) => [...userKeys.all, 'assigned-companies', id] as const,
  tags: () => [...userKeys.all, 'tags'] as const,
  linkedAccounts: () => [...userKeys.all, 'linked-accounts'] as const,
};
