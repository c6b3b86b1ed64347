import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
// From 'react-router', not 'react-router/dom': under Vitest the two entry points load separate copies
// of the router context; the DOM variant only adds flushSync navigations, which the app does not use.
import { RouterProvider } from 'react-router';
import { setSignedOutHandler } from '../lib/api-client';
import { realtime } from '../lib/realtime';
import { AppProviders } from './provider';
import type { createAppRouter } from './router';
import { endSession } from './session';

/** The app around its router, made once per page load (main.tsx). */
export function App({ queryClient, router }: { queryClient: QueryClient; router: ReturnType<typeof createAppRouter> }) {
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
