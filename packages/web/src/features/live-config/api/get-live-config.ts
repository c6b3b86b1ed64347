import type { LiveConfig } from '@portal/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { fetchedBefore, listenLive } from '../../../lib/realtime-catch-up';
import { useRealtime } from '../../../lib/realtime-context';

export const liveConfigQueryKey = ['live-config'] as const;

export const getLiveConfig = () => api.get<LiveConfig>('/api/live_config', { signOutOnUnauthorized: false });

export const liveConfigQueryOptions = () =>
  queryOptions({ queryKey: liveConfigQueryKey, queryFn: getLiveConfig, staleTime: 5 * 60_000 });

/** The live configuration, kept current by `live_config` events pushed over realtime; asked for once `enabled`. */
export function useLiveConfig(enabled = true) {
  const queryClient = useQueryClient();
  const realtime = useRealtime();
  // A change pushed while the socket was not open is read once it opens.
  useEffect(
    () =>
      listenLive(
        realtime,
        (event) => {
          if (event.type !== 'live_config') return;
          // A load still on its way answers with the configuration from before this change: it is dropped, or it
          // would overwrite the change when it lands.
          void queryClient
            .cancelQueries({ queryKey: liveConfigQueryKey })
            .then(() => queryClient.setQueryData(liveConfigQueryKey, event.config));
        },
        (openedAt) =>
          void queryClient.invalidateQueries({ queryKey: liveConfigQueryKey, predicate: fetchedBefore(openedAt) }),
      ),
    [realtime, queryClient],
  );
  return useQuery({ ...liveConfigQueryOptions(), enabled });
}
