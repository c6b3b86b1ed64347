import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationFeedKeys } from './notifications-keys';

/** POST /api/notifications/dismiss_all: every unread notification of the caller is read. */
export const dismissAllNotifications = () => api.post<{ dismissed: number }>('/api/notifications/dismiss_all');

export function useDismissAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissAllNotifications,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationFeedKeys.all }),
  });
}
