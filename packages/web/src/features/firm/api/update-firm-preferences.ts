import type { FirmPreferences, PreferencesUpdate } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../session/api/get-current-user';

/** PATCH /api/firms/preferences: any subset of the flags; answers every preference as it now applies. */
export const updateFirmPreferences = (update: PreferencesUpdate) =>
  api.patch<FirmPreferences>('/api/firms/preferences', update);

export const useUpdateFirmPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFirmPreferences,
    meta: { silent: true },
    // The navigation and every gated screen read the preferences from the current user's firm.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
};
