import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small OpenID Connect provider for tests: discovery, the authorization-code exchange and userinfo, as Google
 * or Microsoft answer them. `issue(subject, email)` hands out a one-time code, as the provider's sign-in page
 * would after the person signed in.
 */
export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** With `challenge` (PKCE S256), the code is exchanged only with its verifier. */
  issue(subject: string, email?: string, challenge?: string): string;
  /** Every token request's form, to check what the portal sent. */
  tokenRequests: URLSearchParams[];
  close(): Promise<void>;
}

export async function startTestOidcProvider(): Promise<TestOidcProvider> {
  const clientId = 'portal-test-client';
  const clientSecret = 'portal-test-secret';
  const codes = new Map<string, { sub: string; email?: string; challenge?: string }>();
  const tokens = new Map<string, { sub: string; email?: string }>();
  const tokenRequests: URLSearchParams[] = [];
  let n = 0;
  const server = http.createServer((req, res) => {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/.well-known/openid-configuration')
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
      });
    if (url.pathname === '/token' && req.method === 'POST') {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        tokenRequests.push(form);
        const who = codes.get(form.get('code') ?? '');
        if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret)
          return json(401, { error: 'invalid_client' });
        if (!who || form.get('grant_type') !== 'authorization_code') return json(400, { error: 'invalid_grant' });
        const verifier = form.get('code_verifier');
        if (who.challenge && (!verifier || createHash('sha256').update(verifier).digest('base64url') !== who.challenge))
          return json(400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
        codes.delete(form.get('code')!);
        const token = `token-${++n}`;
        tokens.set(token, { sub: who.sub, ...(who.email ? { email: who.email } : {}) });
        json(200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
      });
      return;
    }
    if (url.pathname === '/userinfo') {
      const who = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      return who ? json(200, who) : json(401, { error: 'invalid_token' });
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    clientId,
    clientSecret,
    tokenRequests,
    issue(sub, email, challenge) {
      const code = `code-${++n}`;
      codes.set(code, { sub, ...(email ? { email } : {}), ...(challenge ? { challenge } : {}) });
      return code;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
