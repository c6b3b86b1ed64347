import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '@portal/domain';
import { DATA_CHANGED_TRIGGER, announceEveryTable } from '../db/postgres-data-changes.ts';
import { companies, users } from '../db/schema/index.ts';
import { elsewhere as inAnotherProcess, eventually } from '../test/another-process.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../test/factories.ts';
import { testDbKind } from '../test/test-database.ts';
import { KEPT_ANSWER_MS } from './kept-answers.ts';

/**
 * Issue 22: a list asked again with nothing written is answered from memory, and every write (by this process at
 * once, by another on PostgreSQL as soon as it is announced) is in the next answer.
 */
describe('kept list answers', () => {
  let t: TestApp;
  let at = new Date('2026-03-02T15:00:00Z');
  const clock: Clock = { now: () => new Date(at) } as Clock;
  let firm: Awaited<ReturnType<typeof buildFirm>>;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ clock });
    const db = t.deps.database.db;
    firm = await buildFirm(db);
    headers = (await signInAs(db, await buildStaff(db, firm))).headers;
  });
  afterAll(() => t.close());

  const names = async (h = headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/entities?rows_per_page=100', headers: h });
    expect(res.statusCode).toBe(200);
    return (res.json() as { entities: Array<{ name: string }> }).entities.map((e) => e.name).sort();
  };
  const userEmails = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/users?rows_per_page=100', headers });
    return (res.json() as { users: Array<{ email: string }> }).users.map((u) => u.email).sort();
  };

  it('shows every write of this process in the next answer', async () => {
    const db = t.deps.database.db;
    const client = await buildClient(db, firm, { email: `kept-${firm.id}@book.test` });
    const company = await buildCompany(db, firm, client, { name: 'Kept One' });
    expect(await names()).toEqual(['Kept One']);
    expect(await names()).toEqual(['Kept One']);
    await db.update(companies).set({ name: 'Kept Renamed' }).where(eq(companies.id, company.id));
    expect(await names()).toEqual(['Kept Renamed']);
    expect(await userEmails()).toContain(`kept-${firm.id}@book.test`);
    await db
      .update(users)
      .set({ email: `moved-${firm.id}@book.test` })
      .where(eq(users.id, client.id));
    expect(await userEmails()).toContain(`moved-${firm.id}@book.test`);
  });

  it("never answers one firm's or one user's list to another", async () => {
    const db = t.deps.database.db;
    const other = await buildFirm(db);
    await buildCompany(db, other, await buildClient(db, other), { name: 'Elsewhere' });
    const otherHeaders = (await signInAs(db, await buildStaff(db, other))).headers;
    const mine = await names();
    expect(await names(otherHeaders)).toEqual(['Elsewhere']);
    expect(await names()).toEqual(mine);
    const limited = (await signInAs(db, await buildStaff(db, firm, { access: 'group' }))).headers;
    expect(await names(limited)).toEqual([]);
  });

  it('keeps them through health checks, which only read', async () => {
    const before = t.deps.database.writes.epoch;
    // 503 here (the test app runs no job queue), after the database's probe all the same.
    for (let i = 0; i < 2; i++) await t.app.inject({ url: '/api/health' });
    expect(t.deps.database.writes.epoch).toBe(before);
  });

  const pgliteOnly = testDbKind() === 'pglite' ? it : it.skip;
  pgliteOnly('answers from memory: a change made outside the write clock shows only once the answer ends', async () => {
    const db = t.deps.database.db;
    const company = await buildCompany(db, firm, await buildClient(db, firm), { name: 'Kept Quiet' });
    // Kept from the second time it is made.
    expect(await names()).toContain('Kept Quiet');
    expect(await names()).toContain('Kept Quiet');
    // Only the job queue writes outside the clock, and never the portal's tables: here it proves the memory.
    await t.deps.database.executeSql('update companies set name = $1 where id = $2', ['Kept Loud', company.id], {
      outsideWriteClock: true,
    });
    expect(await names()).toContain('Kept Quiet');
    at = new Date(at.getTime() + KEPT_ANSWER_MS);
    expect(await names()).toContain('Kept Loud');
  });

  const postgresOnly = testDbKind() === 'postgresql' ? it : it.skip;
  const elsewhere = <T>(fn: (client: pg.Client) => Promise<T>) =>
    inAnotherProcess(t.deps.database.connectionString, fn);

  postgresOnly("shows another process's write once it is announced", async () => {
    const db = t.deps.database.db;
    const company = await buildCompany(db, firm, await buildClient(db, firm), { name: 'Kept Before' });
    expect(await names()).toContain('Kept Before');
    expect(await names()).toContain('Kept Before');
    await elsewhere((c) => c.query('update companies set name = $1 where id = $2', ['Kept After', company.id]));
    // The test's clock stands still: only the announcement can end the kept answer.
    await eventually(async () => (await names()).includes('Kept After'));
  });

  postgresOnly('every table announces its changes, and so does a table added later', async () => {
    const unannounced = `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = $1)`;
    await elsewhere(async (c) => {
      expect((await c.query(unannounced, [DATA_CHANGED_TRIGGER])).rows).toEqual([]);
      await c.query('begin');
      try {
        await c.query('create table kept_answers_probe (id int)');
        expect((await c.query(unannounced, [DATA_CHANGED_TRIGGER])).rows).toEqual([{ relname: 'kept_answers_probe' }]);
        await announceEveryTable(c);
        expect((await c.query(unannounced, [DATA_CHANGED_TRIGGER])).rows).toEqual([]);
      } finally {
        await c.query('rollback');
      }
    });
  });
});
