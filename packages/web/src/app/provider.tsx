import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import type { Realtime } from '../lib/realtime';
import { realtime as appRealtime } from '../lib/realtime';
import { RealtimeProvider } from '../lib/realtime-context';
import { cssVariablesResolver, theme } from './theme';

export interface AppProvidersProps {
  queryClient: QueryClient;
  realtime?: Realtime;
  children: ReactNode;
}

export function AppProviders({ queryClient, realtime = appRealtime, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <RealtimeProvider value={realtime}>
            <ModalsProvider>
              <Notifications position="top-right" zIndex={1000} />
              {children}
            </ModalsProvider>
          </RealtimeProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </MantineProvider>
  );
}
