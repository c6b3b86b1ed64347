import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '@portal/domain';
import { DATA_CHANGED_CHANNEL } from '../../db/postgres-data-changes.ts';
import type { PostgresWriteClock } from '../../db/postgres-write-clock.ts';
import { users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { elsewhere as inAnotherProcess, eventually } from '../../test/another-process.ts';
import { countingDb } from '../../test/counting-db.ts';
import { testDbKind } from '../../test/test-database.ts';
import { buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { ACCESS_TOKEN_TTL_MS } from './session-tokens.ts';
import { authenticate, startSession } from './sessions.service.ts';

/**
 * Issue 22: the session lookup of every request is kept while nothing is written, and a sign-out, a deactivation
 * or the token's end takes effect on the very next request; on PostgreSQL, another process's change as soon as
 * it is announced.
 */
describe('the kept session lookup', () => {
  let t: TestApp;
  let at = new Date('2026-03-02T15:00:00Z');
  const clock: Clock = { now: () => new Date(at) } as Clock;
  beforeAll(async () => {
    t = await buildTestApp({ clock });
  });
  afterAll(() => t.close());
  const me = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/sessions/current_user', headers }).then((r) => r.statusCode);

  it('looks a token up once while nothing is written', async () => {
    const db = t.deps.database.db;
    const staff = await buildStaff(db, await buildFirm(db));
    const session = await startSession({ db, clock }, staff, { ip: null, userAgent: null });
    const counting = countingDb(t.deps.database);
    const deps = { db: counting.db, clock, writes: t.deps.database.writes };
    const first = await authenticate(deps, session.accessToken);
    const second = await authenticate(deps, session.accessToken);
    expect(first).toMatchObject({ userId: staff.id, firmId: staff.firmId, sessionId: session.sessionId });
    expect(second).toEqual(first);
    expect(counting.statements).toHaveLength(1);
    // What a caller does to the actor it was given does not change the next one's.
    first!.firmAccess = 'group';
    expect((await authenticate(deps, session.accessToken))!.firmAccess).toBe(staff.firmAccess);
  });

  it('answers 401 on the request after a sign-out', async () => {
    const db = t.deps.database.db;
    const session = await signInAs(db, await buildStaff(db, await buildFirm(db)));
    expect(await me(session.headers)).toBe(200);
    expect(await me(session.headers)).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/sessions/sign_out', headers: session.headers });
    expect(out.statusCode).toBeLessThan(300);
    expect(await me(session.headers)).toBe(401);
  });

  it('answers 401 on the request after the user is deleted', async () => {
    const db = t.deps.database.db;
    const staff = await buildStaff(db, await buildFirm(db));
    const session = await signInAs(db, staff);
    expect(await me(session.headers)).toBe(200);
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, staff.id));
    expect(await me(session.headers)).toBe(401);
  });

  it('answers 401 once the access token has expired, without any write in between', async () => {
    const db = t.deps.database.db;
    const staff = await buildStaff(db, await buildFirm(db));
    const session = await startSession({ db, clock }, staff, { ip: null, userAgent: null });
    const headers = { authorization: `Bearer ${session.accessToken}` };
    expect(await me(headers)).toBe(200);
    at = new Date(at.getTime() + ACCESS_TOKEN_TTL_MS - 1000);
    expect(await me(headers)).toBe(200);
    at = new Date(at.getTime() + 2000);
    expect(await me(headers)).toBe(401);
  });

  const postgresOnly = testDbKind() === 'postgresql' ? it : it.skip;
  const elsewhere = <T>(fn: (client: pg.Client) => Promise<T>) =>
    inAnotherProcess(t.deps.database.connectionString, fn);

  postgresOnly('answers 401 once another process has revoked the session', async () => {
    const db = t.deps.database.db;
    const session = await startSession({ db, clock }, await buildStaff(db, await buildFirm(db)), {
      ip: null,
      userAgent: null,
    });
    const headers = { authorization: `Bearer ${session.accessToken}` };
    const counting = countingDb(t.deps.database);
    const deps = { db: counting.db, clock, writes: t.deps.database.writes };
    await authenticate(deps, session.accessToken);
    await authenticate(deps, session.accessToken);
    expect(counting.statements).toHaveLength(1);
    await elsewhere((c) => c.query('update sessions set revoked_at = now() where id = $1', [session.sessionId]));
    await eventually(async () => (await me(headers)) === 401);
  });

  postgresOnly('keeps nothing while it cannot hear other processes, and keeps again once it can', async () => {
    const db = t.deps.database.db;
    const session = await startSession({ db, clock }, await buildStaff(db, await buildFirm(db)), {
      ip: null,
      userAgent: null,
    });
    const writes = t.deps.database.writes as PostgresWriteClock;
    expect(writes.listening).toBe(true);
    await elsewhere((c) =>
      c.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where query = $1 and datname = current_database()`,
        [`LISTEN ${DATA_CHANGED_CHANNEL}`],
      ),
    );
    await eventually(async () => !writes.listening);
    const counting = countingDb(t.deps.database);
    const deps = { db: counting.db, clock, writes };
    await authenticate(deps, session.accessToken);
    await authenticate(deps, session.accessToken);
    expect(counting.statements).toHaveLength(2);
    await eventually(async () => writes.listening);
    counting.statements.length = 0;
    await authenticate(deps, session.accessToken);
    await authenticate(deps, session.accessToken);
    expect(counting.statements).toHaveLength(1);
  });
});
