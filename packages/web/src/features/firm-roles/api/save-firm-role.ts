import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { firmRoleKeys } from './firm-role-keys';
import type { FirmRole } from './list-firm-roles';

export type FirmRoleInput = {
  role_name: string;
  permission_ids: number[];
};

/** POST /api/firm_roles (new) or PUT /api/firm_roles/{id} (existing). */
export const saveFirmRole = (id: number | null, input: FirmRoleInput) =>
  id === null ? api.post<FirmRole>('/api/firm_roles', input) : api.put<FirmRole>(`/api/firm_roles/${id}`, input);

export const useSaveFirmRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: FirmRoleInput }) => saveFirmRole(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: firmRoleKeys.all }),
  });
};
