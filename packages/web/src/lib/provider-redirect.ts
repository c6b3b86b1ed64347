import type { LinkedAccountProvider } from '@portal/domain';

/**
 * The browser's half of an OpenID Connect authorization-code sign-in, shared by linking an account (Profile
 * Settings) and signing in with one (the sign-in page): a random `state` ties the provider's answer to the trip
 * this browser started, and a PKCE verifier (RFC 7636, S256) makes the code useless to anyone who catches it.
 * Both wait in sessionStorage under the caller's key until the provider sends the browser back.
 */
interface Pending {
  state: string;
  provider: string;
  verifier: string;
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

async function challengeOf(verifier: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** Where to send the browser for `provider`, returning to `redirectPath` of this site; remembers the trip. */
export async function providerAuthorizeUrl(provider: LinkedAccountProvider, redirectPath: string, key: string) {
  const pending: Pending = {
    // getRandomValues, unlike randomUUID and subtle, works on a plain-http page too.
    state: base64url(crypto.getRandomValues(new Uint8Array(16))),
    provider: provider.id,
    verifier: base64url(crypto.getRandomValues(new Uint8Array(32))),
  };
  const url = new URL(provider.authorize_url);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.client_id);
  url.searchParams.set('redirect_uri', `${window.location.origin}${redirectPath}`);
  url.searchParams.set('scope', provider.scope);
  url.searchParams.set('state', pending.state);
  // Browsers hash only on secure pages (https or localhost): a portal served over plain http goes without PKCE.
  if (crypto.subtle) {
    url.searchParams.set('code_challenge', await challengeOf(pending.verifier));
    url.searchParams.set('code_challenge_method', 'S256');
  } else {
    pending.verifier = '';
  }
  sessionStorage.setItem(key, JSON.stringify(pending));
  return url.toString();
}

/** The provider sent the browser back: `?code=&state=` (or `?error=`) on the return address. */
export const isProviderReturn = (params: URLSearchParams) =>
  params.has('state') && (params.has('code') || params.has('error'));

/**
 * The code to hand the server, when the answer belongs to the trip this browser started (its state matches);
 * null when the provider refused or the answer is not ours. The trip is forgotten either way.
 */
export function takeProviderReturn(params: URLSearchParams, key: string) {
  let pending: Pending | null = null;
  try {
    const raw = sessionStorage.getItem(key);
    pending = raw ? (JSON.parse(raw) as Pending) : null;
  } catch {
    pending = null;
  }
  sessionStorage.removeItem(key);
  const code = params.get('code');
  if (!code || !pending || pending.state !== params.get('state')) return null;
  return { provider: pending.provider, code, ...(pending.verifier ? { code_verifier: pending.verifier } : {}) };
}
