import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { fixedClock } from '@portal/domain';
import { buildClient, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { startSession } from './sessions.service.ts';

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/sessions/current_user answers 401 without a token or with a wrong one', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/sessions/current_user', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
  });

  it('returns the signed-in user and their firm with default preferences, and no secrets', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences: { communication_disabled: true } });
    const staff = await buildStaff(db, firm, { passwordHash: 'argon2-secret-hash' });
    const session = await signInAs(db, staff);
    const res = await t.app.inject({ method: 'GET', url: '/api/sessions/current_user', headers: session.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: staff.id, is_advisor: true, firm_access: 'partner' });
    expect(body.firm).toMatchObject({ id: firm.id, time_zone: 'Pacific Time (US & Canada)' });
    expect(body.firm.preferences).toMatchObject({
      communication_disabled: true,
      drop_link_enabled: true,
      use_firm_roles: false,
    });
    expect(res.body).not.toContain('argon2-secret-hash');
    expect(res.body).not.toMatch(/password|refresh_token|access_token/);
  });

  it('rotates the refresh token on refresh; the old one, briefly, gets the same new one again', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const client = await buildClient(db, firm);
    const session = await signInAs(db, client);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/sessions/refresh',
      cookies: { portal_refresh: session.refreshToken },
    });
    expect(first.statusCode).toBe(200);
    const cookie = first.cookies.find((c) => c.name === 'portal_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/sessions' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/sessions/current_user',
      headers: { authorization: `Bearer ${first.json().access_token}` },
    });
    expect(me.json().user.id).toBe(client.id);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/sessions/refresh',
      cookies: { portal_refresh: session.refreshToken },
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.cookies.find((c) => c.name === 'portal_refresh')?.value).toBe(cookie!.value);
    const none = await t.app.inject({ method: 'POST', url: '/api/sessions/refresh' });
    expect(none.statusCode).toBe(401);
  });

  it('lets tabs refreshing at once share a rotation, and revokes the session when an old token comes back later', async () => {
    const clocked = await buildTestApp({ clock: 'fixed' });
    try {
      const clock = clocked.deps.clock as ReturnType<typeof fixedClock>;
      const db = clocked.deps.database.db;
      const client = await buildClient(db, await buildFirm(db));
      const { refreshToken } = await startSession({ db, clock }, client, { ip: null, userAgent: null });
      const refresh = (token: string) =>
        clocked.app.inject({ method: 'POST', url: '/api/sessions/refresh', cookies: { portal_refresh: token } });
      const tabA = await refresh(refreshToken);
      const tabB = await refresh(refreshToken);
      expect([tabA.statusCode, tabB.statusCode]).toEqual([200, 200]);
      const rotated = tabA.cookies.find((c) => c.name === 'portal_refresh')!.value;
      expect(tabB.cookies.find((c) => c.name === 'portal_refresh')?.value).toBe(rotated);

      clock.advance(60_000);
      expect((await refresh(refreshToken)).statusCode).toBe(401);
      // The copied token revoked the session: the legitimate current token no longer works either.
      expect((await refresh(rotated)).statusCode).toBe(401);
    } finally {
      await clocked.close();
    }
  });

  it('a browser whose rotation answer was lost gets the new token with the old one and stays signed in', async () => {
    const clocked = await buildTestApp({ clock: 'fixed' });
    try {
      const clock = clocked.deps.clock as ReturnType<typeof fixedClock>;
      const db = clocked.deps.database.db;
      const client = await buildClient(db, await buildFirm(db));
      const { refreshToken } = await startSession({ db, clock }, client, { ip: null, userAgent: null });
      const refresh = (token: string) =>
        clocked.app.inject({ method: 'POST', url: '/api/sessions/refresh', cookies: { portal_refresh: token } });
      // A navigation cancels the first answer: the browser never stores the rotated cookie.
      const lost = await refresh(refreshToken);
      expect(lost.statusCode).toBe(200);
      clock.advance(5_000);
      const retried = await refresh(refreshToken);
      expect(retried.statusCode).toBe(200);
      const kept = retried.cookies.find((c) => c.name === 'portal_refresh')!.value;
      expect(kept).toBe(lost.cookies.find((c) => c.name === 'portal_refresh')!.value);
      // Minutes later the browser refreshes with what it now holds, and is still signed in.
      clock.advance(10 * 60_000);
      expect((await refresh(kept)).statusCode).toBe(200);
    } finally {
      await clocked.close();
    }
  });

  it('parallel refreshes all succeed; one rotates the cookie, and older access tokens keep working', async () => {
    const db = t.deps.database.db;
    const client = await buildClient(db, await buildFirm(db));
    const session = await signInAs(db, client);
    const refreshes = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/sessions/refresh',
          cookies: { portal_refresh: session.refreshToken },
        }),
      ),
    );
    expect(refreshes.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const cookies = refreshes.flatMap((r) => r.cookies.filter((c) => c.name === 'portal_refresh'));
    // One rotated; the others, finding their token the previous one, were given the same successor.
    expect(new Set(cookies.map((c) => c.value)).size).toBe(1);
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/sessions/refresh',
      cookies: { portal_refresh: cookies[0]!.value },
    });
    expect(next.statusCode).toBe(200);
    // The token issued by one refresh keeps working after the next one (another tab refreshed).
    const earlier = next.json().access_token;
    const cookie = next.cookies.find((c) => c.name === 'portal_refresh')!.value;
    await t.app.inject({ method: 'POST', url: '/api/sessions/refresh', cookies: { portal_refresh: cookie } });
    const me = await t.app.inject({
      url: '/api/sessions/current_user',
      headers: { authorization: `Bearer ${earlier}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('signing out revokes the session', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const staff = await buildStaff(db, firm);
    const session = await signInAs(db, staff);
    const out = await t.app.inject({ method: 'POST', url: '/api/sessions/sign_out', headers: session.headers });
    expect(out.statusCode).toBe(204);
    const me = await t.app.inject({ method: 'GET', url: '/api/sessions/current_user', headers: session.headers });
    expect(me.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/sessions/refresh',
      cookies: { portal_refresh: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/sessions/sign_out', headers: session.headers });
    expect(again.statusCode).toBe(401);
  });

  it('a deleted user is signed out at once', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const client = await buildClient(db, firm, { deletedAt: new Date() });
    const session = await signInAs(db, client);
    const me = await t.app.inject({ method: 'GET', url: '/api/sessions/current_user', headers: session.headers });
    expect(me.statusCode).toBe(401);
  });
});
