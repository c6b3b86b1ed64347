import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clearAccessToken } from '../../../lib/session-token';

/** Ends the session on the server; the token is dropped even when the server cannot be reached. */
export async function signOut(): Promise<void> {
  try {
    await api.post<void>('/api/sessions/sign_out', undefined, { signOutOnUnauthorized: false });
  } finally {
    clearAccessToken();
  }
}

export const useSignOut = (onSignedOut: () => void) =>
  useMutation({ mutationFn: signOut, onSettled: onSignedOut, meta: { silent: true } });
