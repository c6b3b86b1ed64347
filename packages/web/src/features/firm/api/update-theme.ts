import type { ThemeUpdate } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../session/api/get-current-user';

/** PATCH /api/firms/theme: the primary, secondary and accent colours (partners). */
export const updateTheme = (input: ThemeUpdate) => api.patch<ThemeUpdate>('/api/firms/theme', input);

/** Saves the colours; the firm reloads with the current user, and the whole app re-themes. */
export const useUpdateTheme = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTheme,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
};
