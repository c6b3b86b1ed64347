import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchedBefore, listenLive } from '../../../lib/realtime-catch-up';
import { useRealtime } from '../../../lib/realtime-context';
import { messageKeys } from '../../../lib/message-keys';

/** New messages refresh the messages screens once things have been quiet this long (spec 000 §4, §9). */
export const REALTIME_MESSAGE_REFRESH_MS = 1000;

/**
 * Keeps every messages query (lists, the open conversation, the unseen badge) live: a burst of
 * `new_message` events becomes one refresh, 1 s after the last of them. When the socket opens, what was fetched
 * before it is read again at once. Mount once, while signed in.
 */
export function useLiveMessageRefresh(enabled: boolean) {
  const realtime = useRealtime();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    // The firm's staff list does not change with a message: only what messages show is fetched.
    const shownByMessages = (query: Query) => query.queryKey[1] !== messageKeys.staff()[1];
    const stop = listenLive(
      realtime,
      (event) => {
        if (event.type !== 'new_message') return;
        if (timer) clearTimeout(timer);
        timer = setTimeout(() => {
          timer = null;
          void queryClient.invalidateQueries({ queryKey: messageKeys.all, predicate: shownByMessages });
        }, REALTIME_MESSAGE_REFRESH_MS);
      },
      (openedAt) =>
        void queryClient.invalidateQueries({
          queryKey: messageKeys.all,
          predicate: fetchedBefore(openedAt, shownByMessages),
        }),
    );
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [enabled, realtime, queryClient]);
}
