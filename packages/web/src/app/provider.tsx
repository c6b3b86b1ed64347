import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import { lazyComponent } from '../components/lazy-component';
import { TaggingComponentsProvider } from '../features/documents/components/tagging-components';
import { QuestionComponentsProvider } from '../features/answering/components/sections/question-components';
import { SigningComponentsProvider } from '../features/answering/components/sections/signing-components';
import { useDocumentTagNames } from '../features/tags/api/use-document-tag-names';
import { useAfterFirstScreen } from '../lib/after-first-screen';
import type { Realtime } from '../lib/realtime';
import { realtime as appRealtime } from '../lib/realtime';
import { RealtimeProvider } from '../lib/realtime-context';
import { useAppliedBranding, useFavicon } from './applied-branding';
import {
  AdoptedSignatureView,
  AdoptSignature,
  BulkTagsDialog,
  questionComponents,
  RecordTagsDialog,
} from './lazy-feature-components';
import { buildTheme, cssVariablesResolver, theme as defaultTheme } from './theme';

export interface AppProvidersProps {
  queryClient: QueryClient;
  realtime?: Realtime;
  children: ReactNode;
}

/** Mantine with the firm's colours (spec 002 §3 Firm theme), for staff, clients and the firm's sign-in page. */
function FirmThemeProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { colours, faviconUrl } = useAppliedBranding(queryClient);
  const theme = useMemo(() => (colours ? buildTheme(colours) : defaultTheme), [colours]);
  useFavicon(faviconUrl);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}

/** The signatures feature's UI (loaded when first drawn), given to the features that sign (features do not import each other). */
const signingComponents = { AdoptSignature, AdoptedSignatureView };
/** The tags feature's dialogs (loaded when first drawn) and tag names, given to the documents feature. */
const taggingComponents = { RecordTagsDialog, BulkTagsDialog, useDocumentTagNames };

/** The toasts' container and its transitions load after the first screen is drawn, or with the first toast (issue 22 §4). */
const LoadedToasts = lazyComponent(() => import('./toasts').then((m) => m.Toasts));
function Toasts() {
  const afterFirstScreen = useAfterFirstScreen();
  const { notifications, queue } = useNotifications();
  const [asked, setAsked] = useState(false);
  if (!asked && notifications.length + queue.length > 0) setAsked(true);
  return afterFirstScreen || asked ? <LoadedToasts /> : null;
}

export function AppProviders({ queryClient, realtime = appRealtime, children }: AppProvidersProps) {
  return (
    <FirmThemeProvider queryClient={queryClient}>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <RealtimeProvider value={realtime}>
            <SigningComponentsProvider value={signingComponents}>
              <QuestionComponentsProvider value={questionComponents}>
                <TaggingComponentsProvider value={taggingComponents}>
                  <Toasts />
                  {children}
                </TaggingComponentsProvider>
              </QuestionComponentsProvider>
            </SigningComponentsProvider>
          </RealtimeProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </FirmThemeProvider>
  );
}
