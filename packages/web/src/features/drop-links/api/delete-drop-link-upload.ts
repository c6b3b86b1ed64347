import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dropLinkKeys } from './drop-link-keys';

/** DELETE /api/drop_links/uploads/{id}: the upload and its files. */
export const deleteDropLinkUpload = (uploadId: number) => api.delete<void>(`/api/drop_links/uploads/${uploadId}`);

export const useDeleteDropLinkUpload = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDropLinkUpload,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dropLinkKeys.all }),
  });
};
