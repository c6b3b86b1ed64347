import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dropLinkKeys } from './drop-link-keys';

/** DELETE /api/drop_links/{id}: the link stops working; its uploads go with it. */
export const deleteDropLink = (id: number) => api.delete<void>(`/api/drop_links/${id}`);

export const useDeleteDropLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDropLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dropLinkKeys.all }),
  });
};
