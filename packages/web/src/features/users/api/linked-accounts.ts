import type { LinkedAccountsResponse } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** GET /api/users/get_linked_accounts (spec 000 §7): the signed-in staff member's links and the providers. */
export const getLinkedAccounts = (signal?: AbortSignal) =>
  api.get<LinkedAccountsResponse>('/api/users/get_linked_accounts', { signal });

export const linkedAccountsQueryOptions = () =>
  queryOptions({ queryKey: userKeys.linkedAccounts(), queryFn: ({ signal }) => getLinkedAccounts(signal) });

export const useLinkedAccounts = () => useQuery(linkedAccountsQueryOptions());
