import { afterEach, describe, expect, it, vi } from 'vitest';
import { isProviderReturn, providerAuthorizeUrl, takeProviderReturn } from './provider-redirect';

const provider = {
  id: 'oidc',
  name: 'SSO',
  authorize_url: 'https://sso.example/auth',
  client_id: 'c',
  scope: 'openid',
};
const KEY = 'test.pending';

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('the browser’s half of a provider sign-in', () => {
  it('sends a state and an S256 challenge, and hands back the code with its verifier only for that state', async () => {
    const url = new URL(await providerAuthorizeUrl(provider, '/signin', KEY));
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const state = url.searchParams.get('state')!;
    expect(state).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const back = new URLSearchParams({ code: 'abc', state });
    expect(isProviderReturn(back)).toBe(true);
    expect(takeProviderReturn(back, KEY)).toMatchObject({
      provider: 'oidc',
      code: 'abc',
      code_verifier: expect.any(String),
    });
    // Used once: the same answer again is not ours any more.
    expect(takeProviderReturn(back, KEY)).toBeNull();
  });

  it('refuses an answer with another state or without a code', async () => {
    const state = new URL(await providerAuthorizeUrl(provider, '/signin', KEY)).searchParams.get('state')!;
    expect(takeProviderReturn(new URLSearchParams({ code: 'abc', state: 'forged' }), KEY)).toBeNull();
    await providerAuthorizeUrl(provider, '/signin', KEY);
    expect(takeProviderReturn(new URLSearchParams({ error: 'access_denied', state }), KEY)).toBeNull();
  });

  it('goes without PKCE on a plain-http page, where the browser cannot hash', async () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array<ArrayBuffer>) => real.getRandomValues(a) });
    const url = new URL(await providerAuthorizeUrl(provider, '/signin', KEY));
    expect(url.searchParams.has('code_challenge')).toBe(false);
    const back = new URLSearchParams({ code: 'abc', state: url.searchParams.get('state')! });
    expect(takeProviderReturn(back, KEY)).toEqual({ provider: 'oidc', code: 'abc' });
  });
});
