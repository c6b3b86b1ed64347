import { firmRoleSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { firmRoleKeys } from './firm-role-keys';

export interface FirmRole {
  id: number;
  role_name: string;
  permission_ids: number[];
}

/** GET /api/firm_roles: the firm's roles (partner or admin, when firm roles are enabled). */
export async function listFirmRoles(signal?: AbortSignal): Promise<FirmRole[]> {
  return firmRoleSchema.array().parse(await api.get<unknown>('/api/firm_roles', { signal }));
}

export const firmRolesQueryOptions = () =>
  queryOptions({ queryKey: firmRoleKeys.all, queryFn: ({ signal }) => listFirmRoles(signal) });

export const useFirmRoles = () => useQuery(firmRolesQueryOptions());
