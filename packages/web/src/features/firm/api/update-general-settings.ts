import type { GeneralSettingsInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../session/api/get-current-user';

/** PATCH /api/firms/general: name, subdomain, time zone, reminder frequency (partners). */
export const updateGeneralSettings = (input: GeneralSettingsInput) => api.patch<void>('/api/firms/general', input);

export const useUpdateGeneralSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGeneralSettings,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
};
