import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchedBefore, listenLive } from '../../lib/realtime-catch-up';
import { useRealtime } from '../../lib/realtime-context';
import { refreshTaxReturns } from './tax-return-keys';

/**
 * Keeps the returns on screen live (issue 18 §3): when a return moves on (signed, paid, mailed, finished),
 * the server says so over the WebSocket and the lists and returns are read again; when the socket opens, those
 * read before it.
 */
export function useLiveTaxReturns() {
  const realtime = useRealtime();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      listenLive(
        realtime,
        (event) => {
          if (event.type === 'tax_return_updated') refreshTaxReturns(queryClient);
        },
        (openedAt) => refreshTaxReturns(queryClient, fetchedBefore(openedAt)),
      ),
    [realtime, queryClient],
  );
}
