import type { BrandingImages } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../session/api/get-current-user';

/** DELETE /api/firms/logo: back to the portal's own look (partners). */
export const deleteLogo = () => api.delete<BrandingImages>('/api/firms/logo');

export const useDeleteLogo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLogo,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
};
