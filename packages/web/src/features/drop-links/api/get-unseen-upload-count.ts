import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { fetchedBefore, listenLive } from '../../../lib/realtime-catch-up';
import { useRealtime } from '../../../lib/realtime-context';
import { dropLinkKeys } from './drop-link-keys';

/** GET /api/drop_links/unseen_count: uploads the caller has not seen, over all the firm's links. */
export const getUnseenUploadCount = async (signal?: AbortSignal) =>
  (await api.get<{ count: number }>('/api/drop_links/unseen_count', { signal })).count;

/**
 * The staff nav's unseen-uploads badge (spec 002 §4). A visitor's upload notifies its subscribers with
 * `new_notification`, so that event refreshes the badge and any open drop link list or uploads.
 */
export function useUnseenUploadCount(enabled: boolean) {
  const realtime = useRealtime();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return listenLive(
      realtime,
      (event) => {
        if (event.type === 'new_notification') void queryClient.invalidateQueries({ queryKey: dropLinkKeys.all });
      },
      (openedAt) =>
        void queryClient.invalidateQueries({ queryKey: dropLinkKeys.all, predicate: fetchedBefore(openedAt) }),
    );
  }, [enabled, realtime, queryClient]);
  return useQuery({
    queryKey: dropLinkKeys.unseenCount(),
    queryFn: ({ signal }) => getUnseenUploadCount(signal),
    enabled,
    staleTime: 60_000,
  });
}
