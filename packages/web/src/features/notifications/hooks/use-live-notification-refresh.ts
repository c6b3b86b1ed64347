import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchedBefore, listenLive } from '../../../lib/realtime-catch-up';
import { useRealtime } from '../../../lib/realtime-context';
import { notificationFeedKeys } from '../api/notifications-keys';

/**
 * Keeps the bell's count and the open list live (spec 000 §4 realtime refresh): each
 * `new_notification` event refetches the notification list queries, and so does the socket's opening for those
 * fetched before it. Mount once, while signed in.
 */
export function useLiveNotificationRefresh(enabled: boolean) {
  const realtime = useRealtime();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return listenLive(
      realtime,
      (event) => {
        if (event.type === 'new_notification')
          void queryClient.invalidateQueries({ queryKey: notificationFeedKeys.all });
      },
      (openedAt) =>
        void queryClient.invalidateQueries({ queryKey: notificationFeedKeys.all, predicate: fetchedBefore(openedAt) }),
    );
  }, [enabled, realtime, queryClient]);
}
