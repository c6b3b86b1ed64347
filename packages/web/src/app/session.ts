import type { CurrentUserResponse } from '@portal/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { currentUserQueryKey, useCurrentUser } from '../features/session/api/get-current-user';
import { notify } from '../lib/notify';
import { clearAccessToken } from '../lib/session-token';
import type { Realtime } from '../lib/realtime';
import { useRealtime } from '../lib/realtime-context';

export const SIGNED_OUT_TEXT =
  'You have been signed out. When you are signed out in one page, we sign you out in all of them to keep your data secure.';
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

/** Keeps the realtime connection open while signed in, and follows a sign-out made in another tab. */
export function useRealtimeSession(signedIn: boolean) {
  const realtime = useRealtime();
  const end = useEndSession();
  useEffect(() => {
    if (!signedIn) return;
    realtime.start();
    const unsubscribe = realtime.subscribe((event) => {
      if (event.type !== 'signed_out') return;
      notify({ id: 'signed-out', message: SIGNED_OUT_TEXT, kind: 'warning', durationMs: SIGNED_OUT_TOAST_MS });
      end();
    });
    return () => {
      unsubscribe();
      realtime.stop();
    };
  }, [signedIn, realtime, end]);
}
