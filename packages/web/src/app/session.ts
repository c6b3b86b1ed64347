import { authMessages, safeRedirect, type CurrentUserResponse } from '@portal/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { currentUserQueryKey, currentUserQueryOptions, useCurrentUser } from '../features/session/api/get-current-user';
import { afterFirstScreen } from '../lib/after-first-screen';
import { notify } from '../lib/notify';
import { onSignedOutElsewhere } from '../lib/session-broadcast';
import { clearAccessToken, setAccessToken } from '../lib/session-token';
import type { Realtime } from '../lib/realtime';
import { useRealtime } from '../lib/realtime-context';

export const SIGNED_OUT_TEXT = authMessages.signedOut;
/** The signed-out toast stays until read, and is cleared after 10 s (spec 000 §8). */
const SIGNED_OUT_TOAST_MS = 10_000;

/** The session as the root loader left it: null when signed out. */
export function useSession(): CurrentUserResponse | null {
  return useCurrentUser().data ?? null;
}

/** Forgets everything the signed-in user loaded and returns to the landing page. */
export function endSession(queryClient: QueryClient, realtime: Realtime, navigate: (to: string) => void): void {
  clearAccessToken();
  realtime.stop();
  queryClient.removeQueries();
  queryClient.setQueryData(currentUserQueryKey, null);
  navigate('/');
}

export function useEndSession() {
  const queryClient = useQueryClient();
  const realtime = useRealtime();
  const navigate = useNavigate();
  return useCallback(
    () => endSession(queryClient, realtime, (to) => void navigate(to, { replace: true })),
    [queryClient, realtime, navigate],
  );
}

/**
 * Starts a session from a sign-in answer: the access token is kept in memory, the user record is loaded
 * (a user counts as signed in only once it is, spec 000 §4) and the browser goes to the redirect, which
 * is checked again here so a tampered answer cannot send the user to another site.
 */
export function useStartSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (accessToken: string, redirect: string | null | undefined) => {
      setAccessToken(accessToken);
      const session = await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
      if (!session) {
        clearAccessToken();
        throw new Error(authMessages.signInProblem);
      }
      void navigate(safeRedirect(redirect), { replace: true });
    },
    [queryClient, navigate],
  );
}

/**
 * Keeps the realtime connection open while signed in, and follows a sign-out made in another tab: the
 * server's realtime push, and at once the other tabs' broadcast. The connection opens once the first screen is
 * drawn: nothing it brings is needed to draw it (lib/after-first-screen.ts).
 */
export function useRealtimeSession(signedIn: boolean) {
  const realtime = useRealtime();
  const queryClient = useQueryClient();
  const end = useEndSession();
  useEffect(() => {
    if (!signedIn) return;
    // The realtime push and the other tab's broadcast usually both arrive: act on the first.
    let ended = false;
    const signedOutElsewhere = () => {
      if (ended) return;
      ended = true;
      notify({ id: 'signed-out', message: SIGNED_OUT_TEXT, kind: 'warning', durationMs: SIGNED_OUT_TOAST_MS });
      end();
    };
    let stopped = false;
    void afterFirstScreen(queryClient).then(() => {
      if (!stopped) realtime.start();
    });
    const unsubscribe = realtime.subscribe((event) => {
      if (event.type === 'signed_out') signedOutElsewhere();
    });
    const stopListening = onSignedOutElsewhere(signedOutElsewhere);
    return () => {
      stopped = true;
      unsubscribe();
      stopListening();
      realtime.stop();
    };
  }, [signedIn, realtime, queryClient, end]);
}
