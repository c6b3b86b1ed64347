import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';

/**
 * What a screen does not need for its first view (the bell's count, the live configuration, the unseen
 * messages, the realtime connection, the toasts' container, the dashboard's tax returns) starts once that view
 * has been painted with its data: asked for before, it competes for the browser's six connections and the main
 * thread with the screen's own code and data, and delays the paint users wait for (issue 22 §4).
 */

/** The longest the first view holds them back, should a request never settle or the page never paint. */
export const FIRST_SCREEN_WAIT_MS = 3000;

export interface FirstScreenEnvironment {
  /** Resolves once the page has painted text or an image (immediately where the browser does not say). */
  firstContentfulPaint: () => Promise<void>;
  /** Resolves after the next frame has been painted. */
  nextPaint: () => Promise<void>;
  wait: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function browserFirstContentfulPaint(): Promise<void> {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint') ||
    painted()
  )
    return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** A frame callback runs before its paint; a task queued from it runs after. A hidden page paints no frame. */
const browserNextPaint = () =>
  new Promise<void>((resolve) => {
    if (document.hidden || typeof requestAnimationFrame === 'undefined') setTimeout(resolve, 0);
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });

const browser: FirstScreenEnvironment = {
  firstContentfulPaint: browserFirstContentfulPaint,
  nextPaint: browserNextPaint,
  wait,
};

/** Resolves once no query is being fetched. */
function settled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      // Read after the cache has applied the change that notified us.
      queueMicrotask(() => {
        if (queryClient.isFetching() > 0) return;
        unsubscribe();
        resolve();
      });
    });
  });
}

/**
 * Resolves once the page has painted, its queries have settled and the frame showing their data has been
 * painted too; at the latest after FIRST_SCREEN_WAIT_MS.
 */
export async function firstScreenDrawn(queryClient: QueryClient, env: FirstScreenEnvironment = browser) {
  const drawn = (async () => {
    await env.firstContentfulPaint();
    await settled(queryClient);
    await env.nextPaint();
  })();
  await Promise.race([drawn, env.wait(FIRST_SCREEN_WAIT_MS)]);
}

const firstScreens = new WeakMap<QueryClient, { drawn: Promise<void>; done: boolean }>();
/** The last turn handed out: each waiting piece of work gets a task of its own, one after another. */
let lastTurn: Promise<void> = Promise.resolve();

/**
 * Resolves after firstScreenDrawn, once per app (its query client, one per page load: later screens are not held
 * back), each caller in a task of its own: what waited does not all run in one long task, which would keep the
 * page from answering a tap (Lighthouse's Total Blocking Time).
 */
export function afterFirstScreen(queryClient: QueryClient): Promise<void> {
  let first = firstScreens.get(queryClient);
  if (!first) {
    const state = { drawn: firstScreenDrawn(queryClient).then(() => void (state.done = true)), done: false };
    firstScreens.set(queryClient, (first = state));
  }
  const drawn = first.drawn;
  lastTurn = Promise.all([lastTurn, drawn]).then(() => wait(0));
  return lastTurn;
}

/**
 * False until the first screen has been drawn with its data (afterFirstScreen), then true for good; what it
 * reveals is drawn as a transition, in slices between which the page answers input.
 */
export function useAfterFirstScreen(): boolean {
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(() => firstScreens.get(queryClient)?.done ?? false);
  useEffect(() => {
    if (ready) return;
    let mounted = true;
    void afterFirstScreen(queryClient).then(() => {
      if (mounted) startTransition(() => setReady(true));
    });
    return () => {
      mounted = false;
    };
  }, [ready, queryClient]);
  return ready;
}
