/**
 * The short-lived access token lives in memory only (never in storage), so a script injected into the
 * page cannot read it back later; the httpOnly refresh cookie restores it after a reload.
 */
type Listener = (token: string | null) => void;

let accessToken: string | null = null;
const listeners = new Set<Listener>();

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  if (token === accessToken) return;
  accessToken = token;
  listeners.forEach((l) => l(token));
}

export function clearAccessToken(): void {
  setAccessToken(null);
}

export function onAccessTokenChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
