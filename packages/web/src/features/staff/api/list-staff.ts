import { staffMemberSchema, type StaffMember } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

/** GET /api/firm_users: the firm's staff, sorted by last name (partners only). */
export async function listStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  return staffMemberSchema.array().parse(await api.get<unknown>('/api/firm_users', { signal }));
}

export const staffQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.list(), queryFn: ({ signal }) => listStaff(signal) });

export const useStaff = () => useQuery(staffQueryOptions());
