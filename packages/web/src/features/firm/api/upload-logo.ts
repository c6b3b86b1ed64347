import type { BrandingImages } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../session/api/get-current-user';

/** POST /api/firms/logo: one image file as multipart/form-data (partners). */
export function uploadLogo(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<BrandingImages>('/api/firms/logo', form);
}

export const useUploadLogo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
};
