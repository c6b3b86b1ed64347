import type { EntityDetail } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { entityKeys } from './entity-keys';

/** A mutation whose answer is the entity: the entity view shows it at once and the lists refresh. */
export function useSaveEntity<V>(save: (vars: V) => Promise<EntityDetail | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (saved) => {
      if (saved) queryClient.setQueryData(entityKeys.byHash(saved.hash_id), saved);
      await queryClient.invalidateQueries({ queryKey: entityKeys.lists() });
    },
  });
}
