import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { identityFromCode, ProviderError, signInProviders } from './sign-in-providers.ts';

const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe('sign-in providers', () => {
  it('offers a provider only when both its client id and secret are set', () => {
    expect(signInProviders(config({}))).toEqual([]);
    expect(signInProviders(config({ GOOGLE_CLIENT_ID: 'g' }))).toEqual([]);
    const both = signInProviders(
      config({
        GOOGLE_CLIENT_ID: 'g',
        GOOGLE_CLIENT_SECRET: 'gs',
        MICROSOFT_CLIENT_ID: 'm',
        MICROSOFT_CLIENT_SECRET: 'ms',
      }),
    );
    expect(both.map((p) => [p.id, p.name, p.clientId])).toEqual([
      ['google', 'Google', 'g'],
      ['microsoft', 'Microsoft', 'm'],
    ]);
  });

  it('refuses an issuer that is not an http(s) URL at start-up', () => {
    expect(() => config({ OIDC_ISSUER: 'ftp://sso.example' })).toThrow(/OIDC_ISSUER/);
  });

  it('tells an unreachable provider (try later) from a refused code', async () => {
    const [provider] = signInProviders(
      config({ OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' }),
    );
    const err = await identityFromCode(provider!, 'code', 'https://portal.example/admin-profile').catch((e) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).refused).toBe(false);
  });
});
