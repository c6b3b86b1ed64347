import { AppError, linkedAccountMessages } from '@portal/domain';
import type { Config } from '../../config.ts';

/** An OpenID Connect provider the portal may link staff accounts to (spec 000 §7 users/link_account). */
export interface SignInProvider {
  id: string;
  name: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  endpoints(): Promise<ProviderEndpoints>;
}

export interface ProviderEndpoints {
  authorize: string;
  token: string;
  userinfo: string;
}

/** Who the provider says signed in: its stable subject id and, when shared, their email. */
export interface OutsideIdentity {
  subject: string;
  email: string | null;
}

export class ProviderError extends Error {
  constructor(
    message: string,
    /** The provider refused the code (the person retries) rather than being out of reach. */
    readonly refused: boolean,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 10_000;
const SCOPE = 'openid email';

const fixed = (endpoints: ProviderEndpoints) => () => Promise.resolve(endpoints);

/** The issuer's own description of its endpoints, read once per process. */
const discovered = new Map<string, Promise<ProviderEndpoints>>();
function discover(issuer: string): () => Promise<ProviderEndpoints> {
  return () => {
    let found = discovered.get(issuer);
    if (!found) {
      found = readDiscovery(issuer);
      discovered.set(issuer, found);
      found.catch(() => discovered.delete(issuer));
    }
    return found;
  };
}

async function readDiscovery(issuer: string): Promise<ProviderEndpoints> {
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) }).catch((e: unknown) => {
    throw new ProviderError(`OpenID discovery failed: ${String(e)}`, false);
  });
  if (!res.ok) throw new ProviderError(`OpenID discovery answered ${res.status}`, false);
  const doc = (await res.json()) as Record<string, unknown>;
  const { authorization_endpoint: authorize, token_endpoint: token, userinfo_endpoint: userinfo } = doc;
  if (typeof authorize !== 'string' || typeof token !== 'string' || typeof userinfo !== 'string')
    throw new ProviderError('OpenID discovery lacks the authorization, token or userinfo endpoint', false);
  return { authorize, token, userinfo };
}

/** The providers configured by GOOGLE_*, MICROSOFT_* and OIDC_* settings, in that order. */
export function signInProviders(config: Config): SignInProvider[] {
  const list: SignInProvider[] = [];
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET)
    list.push({
      id: 'google',
      name: 'Google',
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      scope: SCOPE,
      endpoints: fixed({
        authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
        token: 'https://oauth2.googleapis.com/token',
        userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
      }),
    });
  if (config.MICROSOFT_CLIENT_ID && config.MICROSOFT_CLIENT_SECRET)
    list.push({
      id: 'microsoft',
      name: 'Microsoft',
      clientId: config.MICROSOFT_CLIENT_ID,
      clientSecret: config.MICROSOFT_CLIENT_SECRET,
      scope: SCOPE,
      endpoints: fixed({
        authorize: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
        token: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
        userinfo: 'https://graph.microsoft.com/oidc/userinfo',
      }),
    });
  if (config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET)
    list.push({
      id: 'oidc',
      name: config.OIDC_NAME,
      clientId: config.OIDC_CLIENT_ID,
      clientSecret: config.OIDC_CLIENT_SECRET,
      scope: SCOPE,
      endpoints: discover(config.OIDC_ISSUER),
    });
  return list;
}

/** The configured provider of this id; any other is a 400 on `provider` (linking and signing in alike). */
export function configuredProvider(providers: SignInProvider[], id: string): SignInProvider {
  const provider = providers.find((p) => p.id === id);
  if (!provider)
    throw new AppError('validation_failed', linkedAccountMessages.unknownProvider, {
      provider: linkedAccountMessages.unknownProvider,
    });
  return provider;
}

/** A provider as the browser needs it to send someone there: its authorize URL, client id and scope. */
export interface OfferedProvider {
  id: string;
  name: string;
  authorize_url: string;
  client_id: string;
  scope: string;
}

/** The providers that can be offered now: one whose issuer cannot be reached is left out (and logged). */
export async function offeredProviders(
  providers: SignInProvider[],
  log?: { error(obj: object, msg: string): void },
): Promise<OfferedProvider[]> {
  const offered = await Promise.all(
    providers.map(async (p) => {
      const endpoints = await p.endpoints().catch((e: unknown) => {
        log?.error({ err: e, provider: p.id }, 'sign-in provider unavailable');
        return null;
      });
      return endpoints
        ? { id: p.id, name: p.name, authorize_url: endpoints.authorize, client_id: p.clientId, scope: p.scope }
        : null;
    }),
  );
  return offered.filter((p) => p !== null);
}

/**
 * The authorization-code exchange: the code the provider gave the browser, sent back with our client secret,
 * buys an access token, and the provider's userinfo says who signed in. Both answers come straight from the
 * provider over its own connection, so the subject is the provider's word.
 */
export async function identityFromCode(
  provider: SignInProvider,
  code: string,
  redirectUri: string,
  codeVerifier?: string,
): Promise<OutsideIdentity> {
  const endpoints = await provider.endpoints();
  const tokenRes = await fetch(endpoints.token, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
      ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).catch((e: unknown) => {
    throw new ProviderError(`token endpoint unreachable: ${String(e)}`, false);
  });
  if (!tokenRes.ok) throw new ProviderError(`token endpoint answered ${tokenRes.status}`, tokenRes.status < 500);
  const token = (await tokenRes.json().catch(() => ({}))) as { access_token?: unknown };
  if (typeof token.access_token !== 'string') throw new ProviderError('token endpoint gave no access token', true);
  const infoRes = await fetch(endpoints.userinfo, {
    headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).catch((e: unknown) => {
    throw new ProviderError(`userinfo endpoint unreachable: ${String(e)}`, false);
  });
  if (!infoRes.ok) throw new ProviderError(`userinfo endpoint answered ${infoRes.status}`, infoRes.status < 500);
  const info = (await infoRes.json().catch(() => ({}))) as { sub?: unknown; email?: unknown };
  if (typeof info.sub !== 'string' || info.sub === '') throw new ProviderError('userinfo gave no subject', true);
  return { subject: info.sub, email: typeof info.email === 'string' ? info.email.slice(0, 320) : null };
}
