import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { firmRoleKeys } from './firm-role-keys';

/** DELETE /api/firm_roles/{id}. */
export const deleteFirmRole = (id: number) => api.delete<void>(`/api/firm_roles/${id}`);

export const useDeleteFirmRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFirmRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: firmRoleKeys.all }),
  });
};
