import type { EntityDetail } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { entityKeys } from './entity-keys';

/** POST /api/v2/entities/{id}/restore_deleted_entity: brings a soft-deleted entity back. */
export const restoreEntity = (id: number) => api.post<EntityDetail>(`/api/v2/entities/${id}/restore_deleted_entity`);

export const useRestoreEntity = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreEntity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entityKeys.all }),
  });
};
