import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRealtime } from '../../../lib/realtime-context';
import { refreshTaxReturns } from './tax-return-keys';

/**
 * Keeps the returns on screen live (issue 18 §3): when a return moves on (signed, paid, mailed, finished),
 * the server says so over the WebSocket and the lists and returns are read again.
 */
export function useLiveTaxReturns() {
  const realtime = useRealtime();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      realtime.subscribe((event) => {
        if (event.type === 'tax_return_updated') refreshTaxReturns(queryClient);
      }),
    [realtime, queryClient],
  );
}
