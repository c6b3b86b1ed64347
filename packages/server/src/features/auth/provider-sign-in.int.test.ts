import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkedAccountMessages } from '@portal/domain';
import { users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { startTestOidcProvider, type TestOidcProvider } from '../../test/oidc-provider.ts';

/** Sign-in with a linked account (issue 41 §4): the login page's providers and the code's exchange. */
describe('sign-in with a linked account', () => {
  let t: TestApp;
  let idp: TestOidcProvider;
  beforeAll(async () => {
    idp = await startTestOidcProvider();
    t = await buildTestApp({
      env: {
        OIDC_ISSUER: idp.issuer,
        OIDC_CLIENT_ID: idp.clientId,
        OIDC_CLIENT_SECRET: idp.clientSecret,
        OIDC_NAME: 'Firm SSO',
        PUBLIC_URL: 'https://portal.example',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  const url = '/api/sessions/sign_in_with_provider';
  const redirect_uri = 'https://portal.example/signin';
  const post = (path: string, payload: object, headers?: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: path, payload, headers });
  const pkce = () => {
    const verifier = randomBytes(32).toString('base64url');
    return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
  };

  /** A staff member who linked the outside account `subject` through Profile Settings. */
  async function linked(subject: string, opts: { enabled2fa?: boolean } = {}) {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const staff = await buildStaff(db, firm, { access: 'full', ...opts });
    const headers = (await signInAs(db, staff)).headers;
    const link = await post(
      '/api/users/link_account',
      {
        provider: 'oidc',
        code: idp.issue(subject, `${subject}@sso.example`),
        redirect_uri: 'https://portal.example/admin-profile',
      },
      headers,
    );
    expect(link.statusCode).toBe(200);
    return { db, firm, staff, headers, linkId: link.json().linked_account.id as number };
  }

  it('sign_in_providers: offered to anyone, with where to send the browser', async () => {
    const res = await t.app.inject({ url: '/api/sessions/sign_in_providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      providers: [
        {
          id: 'oidc',
          name: 'Firm SSO',
          authorize_url: `${idp.issuer}/authorize`,
          client_id: idp.clientId,
          scope: 'openid email',
        },
      ],
    });
  });

  it('signs in the linked staff member with the code and its PKCE verifier, once', async () => {
    const subject = `sub-${randomBytes(4).toString('hex')}`;
    const f = await linked(subject);
    const { verifier, challenge } = pkce();
    const code = idp.issue(subject, undefined, challenge);
    const res = await post(url, { provider: 'oidc', code, code_verifier: verifier, redirect_uri, redirect: '/admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'signed_in', redirect: '/admin' });
    expect(res.headers['set-cookie']).toBeDefined();
    const me = await t.app.inject({
      url: '/api/users/get_linked_accounts',
      headers: { authorization: `Bearer ${res.json().firebase_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().linked_accounts.map((a: { id: number }) => a.id)).toEqual([f.linkId]);
    // The provider gives a code once: replayed, the sign-in is refused.
    const again = await post(url, { provider: 'oidc', code, code_verifier: verifier, redirect_uri });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe(linkedAccountMessages.signInFailed);
  });

  it('refuses a code without its verifier, an unlinked account, a deactivated user, and bad input', async () => {
    const subject = `sub-${randomBytes(4).toString('hex')}`;
    const f = await linked(subject);
    const { verifier, challenge } = pkce();
    const stolen = await post(url, { provider: 'oidc', code: idp.issue(subject, undefined, challenge), redirect_uri });
    expect(stolen.statusCode).toBe(401);
    const wrong = await post(url, {
      provider: 'oidc',
      code: idp.issue(subject, undefined, challenge),
      code_verifier: pkce().verifier,
      redirect_uri,
    });
    expect(wrong.statusCode).toBe(401);

    const stranger = await post(url, { provider: 'oidc', code: idp.issue('nobody-linked'), redirect_uri });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().error.message).toBe(linkedAccountMessages.signInNotLinked);

    await f.db.update(users).set({ paying: false }).where(eq(users.id, f.staff.id));
    const off = await post(url, { provider: 'oidc', code: idp.issue(subject), code_verifier: verifier, redirect_uri });
    expect(off.statusCode).toBe(403);

    const elsewhere = await post(url, { provider: 'oidc', code: 'x', redirect_uri: 'https://evil.example/cb' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.message).toBe('The sign-in provider must return to /signin');
    const unknown = await post(url, { provider: 'google', code: 'x', redirect_uri });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(linkedAccountMessages.unknownProvider);
    const badVerifier = await post(url, { provider: 'oidc', code: 'x', code_verifier: 'short', redirect_uri });
    expect(badVerifier.statusCode).toBe(400);
  });

  it('asks for the second factor when the user has it on, and unlinked it signs in no one', async () => {
    const subject = `sub-${randomBytes(4).toString('hex')}`;
    const f = await linked(subject, { enabled2fa: true });
    const step = await post(url, { provider: 'oidc', code: idp.issue(subject), redirect_uri });
    expect(step.statusCode).toBe(200);
    expect(step.json().status).toBe('two_factor_required');

    const gone = await post('/api/users/unlink_account', { id: f.linkId }, f.headers);
    expect(gone.statusCode).toBe(200);
    const after = await post(url, { provider: 'oidc', code: idp.issue(subject), redirect_uri });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBe(linkedAccountMessages.signInNotLinked);
  });
});
