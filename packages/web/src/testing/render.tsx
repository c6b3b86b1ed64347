import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/provider';
import { createRealtime, type Realtime } from '../lib/realtime';

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });

/** A realtime that never opens a socket; tests push events with dispatch(). */
export const testRealtime = (): Realtime => createRealtime({ createSocket: () => ({}) as never, getToken: () => null });

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
