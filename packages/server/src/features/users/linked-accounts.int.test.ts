import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, linkedAccounts } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { startTestOidcProvider, type TestOidcProvider } from '../../test/oidc-provider.ts';

/** Linked sign-in accounts (spec 000 §7 users/get_linked_accounts, link_account, unlink_account). */
describe('linked sign-in accounts', () => {
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

  const redirect_uri = 'https://portal.example/admin-profile';
  const post = (url: string, payload: object, headers?: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const list = (headers?: Record<string, string>) => t.app.inject({ url: '/api/users/get_linked_accounts', headers });

  async function setup() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const staff = await buildStaff(db, firm, { access: 'full' });
    const client = await buildClient(db, firm);
    return {
      db,
      firm,
      staff,
      asStaff: (await signInAs(db, staff)).headers,
      asClient: (await signInAs(db, client)).headers,
    };
  }

  it('get_linked_accounts: 401 signed out, 403 for a client, the providers and no links for new staff', async () => {
    const f = await setup();
    expect((await list()).statusCode).toBe(401);
    expect((await list(f.asClient)).statusCode).toBe(403);
    const res = await list(f.asStaff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      linked_accounts: [],
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

  it('link_account: 401, 400 with the messages, 403 for a client, then links what the provider vouches for', async () => {
    const f = await setup();
    const url = '/api/users/link_account';
    const code = idp.issue('sub-alice', 'alice@gmail.example');
    expect((await post(url, { provider: 'oidc', code, redirect_uri })).statusCode).toBe(401);
    const wrongRedirect = await post(
      url,
      { provider: 'oidc', code, redirect_uri: 'https://evil.example/x' },
      f.asStaff,
    );
    expect(wrongRedirect.statusCode).toBe(400);
    expect(wrongRedirect.json().error.message).toBe('The sign-in provider must return to /admin-profile');
    const noCode = await post(url, { provider: 'oidc', code: ' ', redirect_uri }, f.asStaff);
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().error.message).toBe('The sign-in provider did not send a code');
    const unknown = await post(url, { provider: 'google', code, redirect_uri }, f.asStaff);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('This sign-in provider is not available');
    const forged = await post(url, { provider: 'oidc', code: 'made-up', redirect_uri }, f.asStaff);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toBe('Unable to link account, please try again later.');
    expect((await post(url, { provider: 'oidc', code, redirect_uri }, f.asClient)).statusCode).toBe(403);

    const linked = await post(url, { provider: 'oidc', code, redirect_uri }, f.asStaff);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({
      message: 'Account linked successfully',
      linked_account: { provider: 'oidc', provider_name: 'Firm SSO', email: 'alice@gmail.example' },
    });
    // The portal proved the code with its secret and the same redirect address.
    const sent = idp.tokenRequests.at(-1)!;
    expect(sent.get('client_secret')).toBe(idp.clientSecret);
    expect(sent.get('redirect_uri')).toBe(redirect_uri);
    // A code works once: replaying it is refused by the provider.
    expect((await post(url, { provider: 'oidc', code, redirect_uri }, f.asStaff)).statusCode).toBe(400);

    const listed = (await list(f.asStaff)).json().linked_accounts;
    expect(listed).toEqual([linked.json().linked_account]);
    const [logged] = await f.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.firmId, f.firm.id), eq(activityLogs.title, 'Sign-in account linked')));
    expect(logged).toMatchObject({ actorUserId: f.staff.id, description: 'Firm SSO: alice@gmail.example' });
  });

  it('an outside account belongs to one user of a firm; each firm links only its own records', async () => {
    const a = await setup();
    const colleague = await buildStaff(a.db, a.firm);
    const asColleague = (await signInAs(a.db, colleague)).headers;
    const b = await setup();
    const url = '/api/users/link_account';
    const mine = await post(url, { provider: 'oidc', code: idp.issue('sub-shared'), redirect_uri }, a.asStaff);
    expect(mine.statusCode).toBe(200);
    const again = await post(url, { provider: 'oidc', code: idp.issue('sub-shared'), redirect_uri }, asColleague);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This account is already linked to another user');
    // The same person at another firm links that firm's record of them; firm A's link is untouched.
    const theirs = await post(url, { provider: 'oidc', code: idp.issue('sub-shared'), redirect_uri }, b.asStaff);
    expect(theirs.statusCode).toBe(200);
    // The two firms' links only: a database kept between runs holds earlier runs' firms with the same subject.
    const rows = await a.db
      .select()
      .from(linkedAccounts)
      .where(and(eq(linkedAccounts.subject, 'sub-shared'), inArray(linkedAccounts.firmId, [a.firm.id, b.firm.id])));
    expect(rows.map((r) => [r.firmId, r.userId]).sort()).toEqual(
      [
        [a.firm.id, a.staff.id],
        [b.firm.id, b.staff.id],
      ].sort(),
    );
    expect((await list(b.asStaff)).json().linked_accounts).toEqual([theirs.json().linked_account]);
    expect((await list(asColleague)).json().linked_accounts).toEqual([]);
  });

  it('unlink_account: 401, 400, 404 for another firm’s or another user’s link, then unlinks', async () => {
    const a = await setup();
    const b = await setup();
    const colleague = await buildStaff(a.db, a.firm);
    const asColleague = (await signInAs(a.db, colleague)).headers;
    const url = '/api/users/unlink_account';
    const linked = await post(
      '/api/users/link_account',
      { provider: 'oidc', code: idp.issue('sub-unlink', 'u@example.com'), redirect_uri },
      a.asStaff,
    );
    const id = linked.json().linked_account.id as number;
    expect((await post(url, { id })).statusCode).toBe(401);
    expect((await post(url, { id: 'one' }, a.asStaff)).statusCode).toBe(400);
    expect((await post(url, { id }, a.asClient)).statusCode).toBe(403);
    const otherFirm = await post(url, { id }, b.asStaff);
    expect(otherFirm.statusCode).toBe(404);
    expect(otherFirm.json().error.message).toBe('No linked account with this sign-in was found');
    expect((await post(url, { id }, asColleague)).statusCode).toBe(404);
    expect((await list(a.asStaff)).json().linked_accounts).toHaveLength(1);
    const done = await post(url, { id }, a.asStaff);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Account unlinked successfully' });
    expect((await list(a.asStaff)).json().linked_accounts).toEqual([]);
    expect((await post(url, { id }, a.asStaff)).statusCode).toBe(404);
  });
});
