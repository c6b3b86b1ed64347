import type { BrandingImages } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../session/api/get-current-user';

/** DELETE /api/firms/favicon: back to the portal's own look (partners). */
export const deleteFavicon = () => api.delete<BrandingImages>('/api/firms/favicon');

export const useDeleteFavicon = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFavicon,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
};
