import { QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { startClientPreview } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';

/**
 * The client's own pages, reading as the client (issue 21 §4): while this is shown, the client's reads go to
 * the server's read-as-client preview and no write leaves the browser. What they load is kept apart from the
 * staff member's own data (a query cache of its own, dropped on leaving), so neither side sees the other's.
 */
export function PreviewReads({ clientId, children }: { clientId: number; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [reading, setReading] = useState(false);
  // Before the pages' first reads, which start in their (later) passive effects.
  useLayoutEffect(() => {
    const stop = startClientPreview(clientId);
    setReading(true);
    return () => {
      stop();
      queryClient.clear();
    };
  }, [clientId, queryClient]);
  return reading ? <QueryClientProvider client={queryClient}>{children}</QueryClientProvider> : null;
}
