import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { broadcastSignedOut } from '../../../lib/session-broadcast';
import { clearAccessToken } from '../../../lib/session-token';

/**
 * Ends the session on the server; the token is dropped even when the server cannot be reached, and the
 * other tabs of this browser are told at once.
 */
export async function signOut(): Promise<void> {
  try {
    await api.post<void>('/api/sessions/sign_out', undefined, { signOutOnUnauthorized: false });
  } finally {
    clearAccessToken();
    broadcastSignedOut();
  }
}

export const useSignOut = (onSignedOut: () => void) =>
  useMutation({ mutationFn: signOut, onSettled: onSignedOut, meta: { silent: true } });
