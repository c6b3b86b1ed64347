import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationFeedKeys } from './notifications-keys';

/** POST /api/notifications/{id}/dismiss: one of the caller's notifications is read. */
export const dismissNotification = (id: number) => api.post<void>(`/api/notifications/${id}/dismiss`);

export function useDismissNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissNotification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationFeedKeys.all }),
  });
}
