import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/provider';
import { createRealtime, type Realtime } from '../lib/realtime';

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });

/** A realtime that never opens a socket; tests push events with dispatch(). */
export const testRealtime = (): Realtime => createRealtime({ createSocket: () => ({}) as never, getToken: () => null });

/** A started realtime whose socket opens when the test says (`open()`), as after the first screen or a reconnect. */
export function openableRealtime(): { realtime: Realtime; open: () => void } {
  const socket = { onopen: null as ((ev: Event) => void) | null, close: () => undefined };
  const realtime = createRealtime({ createSocket: () => socket as never, getToken: () => 'token', baseUrl: () => '' });
  realtime.start();
  return { realtime, open: () => socket.onopen?.({} as Event) };
}

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient = testQueryClient(), realtime = testRealtime() } = {},
) {
  const result = render(
    <AppProviders queryClient={queryClient} realtime={realtime}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...result, queryClient, realtime };
}

/**
 * As renderWithProviders, under a data router (createMemoryRouter), for screens that use its hooks
 * (useBlocker). `ui` may hold its own <Routes>: it is rendered for every path. `router` moves between pages.
 */
export function renderWithDataRouter(
  ui: ReactElement,
  { route = '/', queryClient = testQueryClient(), realtime = testRealtime() } = {},
) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const result = render(
    <AppProviders queryClient={queryClient} realtime={realtime}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, queryClient, realtime, router };
}
