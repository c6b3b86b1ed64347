import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface OverviewSetting {
  last_activity_should_include_all_activity: boolean;
}

/** POST /api/users/update_overview_setting (spec 000 §7): the signed-in user's own overview setting. */
export const updateOverviewSetting = (setting: OverviewSetting) =>
  api.post<{ overview_setting: OverviewSetting }>('/api/users/update_overview_setting', setting);

/**
 * The setting changes what Collect shows as each questionnaire's last activity and the signed-in user's
 * record: everything is read again.
 */
export const useUpdateOverviewSetting = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOverviewSetting,
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
