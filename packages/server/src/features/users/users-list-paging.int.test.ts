import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { countingDb } from '../../test/counting-db.ts';
import { buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { listUsers } from './users-list.repo.ts';

/** A firm past the exact-total limit (1,000 clients): totals are estimates, deep pages are read from the end. */
describe('the Users table of a big firm', () => {
  const N = 1_150;
  let t: TestApp;
  let headers: Record<string, string>;
  let firmId: number;
  let advisorId: number;
  const sql = (text: string, values: unknown[] = []) => t.deps.database.executeSql(text, values);

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    firmId = firm.id;
    const partner = await buildStaff(db, firm);
    advisorId = partner.id;
    headers = (await signInAs(db, partner)).headers;
    // Last names repeat (ties break on first name, then id); every third client has the partner as advisor.
    await sql(
      `insert into users (firm_id, fname, lname, email, time_zone, assigned_advisor_id)
       select $1::int, (array['Ava','Ben'])[1 + n % 2], (array['Kim','Lopez','Moore'])[1 + n % 3] || (n % 50),
              'client' || n || '-' || $1::int || '@big.test', 'America/New_York', case when n % 3 = 0 then $2::int end
       from generate_series(1, ${N}) n`,
      [firmId, advisorId],
    );
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode).toBe(200);
    return res.json() as { users: Array<{ id: number }>; total: number; total_is_estimate?: boolean };
  };
  const truth = async (order: string, extra = '') =>
    (
      await sql(
        `select id from users where firm_id = $1 and not is_advisor and deleted_at is null ${extra} order by ${order}`,
        [firmId],
      )
    ).rows.map((r) => Number(r.id));

  it.each([
    ['name', false, 'lname asc, fname asc, id asc'],
    ['name', true, 'lname desc, fname desc, id desc'],
    ['assigned_advisor', false, 'assigned_advisor_id asc, id asc'],
    ['assigned_advisor', true, 'assigned_advisor_id desc, id desc'],
  ] as const)('pages every client once, in order, sorted by %s (descending %s)', async (sortBy, descending, order) => {
    const expected = await truth(order);
    const size = 50;
    const pages = await Promise.all(
      Array.from({ length: Math.ceil(expected.length / size) }, (_, page) =>
        get(`/api/v2/users?rows_per_page=${size}&page=${page}&sort_by=${sortBy}&descending=${descending}`),
      ),
    );
    expect(pages.every((p) => p.total === expected.length && p.total_is_estimate === true)).toBe(true);
    expect(pages.flatMap((p) => p.users.map((u) => u.id))).toEqual(expected);
  });

  it('answers the last page with the last rows, and searches and filters with exact small totals', async () => {
    const expected = await truth('lname asc, fname asc, id asc');
    const last = Math.ceil(expected.length / 25) - 1;
    const page = await get(`/api/v2/users?rows_per_page=25&page=${last}`);
    expect(page.users.map((u) => u.id)).toEqual(expected.slice(last * 25));

    const found = await get('/api/v2/users?rows_per_page=100&search=client11');
    const matching = await truth('lname asc, fname asc, id asc', `and email ilike '%client11%'`);
    expect(found.users.map((u) => u.id)).toEqual(matching);
    expect(found).toMatchObject({ total: matching.length, total_is_estimate: false });

    const filters = encodeURIComponent(JSON.stringify({ assigned_advisor_id: [advisorId] }));
    const assigned = await get(`/api/v2/users?rows_per_page=10&filters=${filters}`);
    expect(assigned).toMatchObject({ total: Math.floor(N / 3), total_is_estimate: false });
  });

  it('builds its statements once per shape: another page, search or advisor list of the same shape builds none', async () => {
    const db = t.deps.database.db;
    const query = (page: number, search: string, advisors: number[]) =>
      listUsers(
        db,
        firmId,
        { page, rows_per_page: 5, sort_by: 'name', search, filters: { assigned_advisor_id: advisors } },
        {},
      );
    await query(0, 'client11', [advisorId]);
    const building = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    try {
      const matching = await truth(
        'lname asc, fname asc, id asc',
        `and email ilike '%client10%' and assigned_advisor_id in (${advisorId}, ${advisorId + 1000})`,
      );
      const next = await query(1, 'client10', [advisorId, advisorId + 1000]);
      expect(next.total).toEqual({ total: matching.length, estimate: false });
      expect(next.rows.map((r) => r.id)).toEqual(matching.slice(5, 10));
      expect(building).not.toHaveBeenCalled();
    } finally {
      building.mockRestore();
    }
  });

  it('sends one statement per page once its big total is kept: the page (the count ran once, prepared too)', async () => {
    const { db, statements } = countingDb(t.deps.database);
    const page = (n: number) =>
      listUsers(db, firmId, { page: n, rows_per_page: 25, sort_by: 'email', descending: true, filters: {} }, {});
    await page(0);
    statements.length = 0;
    const second = await page(3);
    expect(second.total).toEqual({ total: N, estimate: true });
    expect(second.rows).toHaveLength(25);
    expect(statements).toHaveLength(1);
    expect(statements[0]).not.toMatch(/count\(\*\) as integer\) from \(select 1/);
  });
});
