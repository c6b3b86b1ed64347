import { useEffect, useState } from 'react';
// From 'react-router', not 'react-router/dom': under Vitest the two entry points load separate copies
// of the router context; the DOM variant only adds flushSync navigations, which the app does not use.
import { RouterProvider } from 'react-router';
import { setSignedOutHandler } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { realtime } from '../lib/realtime';
import { AppProviders } from './provider';
import { createAppRouter } from './router';
import { endSession } from './session';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  useEffect(
    () =>
      setSignedOutHandler(() => endSession(queryClient, realtime, (to) => void router.navigate(to, { replace: true }))),
    [queryClient, router],
  );
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
