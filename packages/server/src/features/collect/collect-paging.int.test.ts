import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildFirm, buildStaff, signInAs } from '../../test/factories.ts';

/** The Collect list past the exact-count limit (1,000): counts are estimates, deep pages are read from the end. */
describe('the Collect list of a big firm', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let firmId: number;
  const sql = (text: string, values: unknown[] = []) => t.deps.database.executeSql(text, values);

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    firmId = firm.id;
    headers = (await signInAs(db, await buildStaff(db, firm))).headers;
    // 60 entities with 21 questionnaires each; every 7th has no due date, every 50th is deleted.
    await sql(
      `insert into companies (firm_id, hash_id, name, entity_type)
       select $1::int, md5(random()::text || n), (array['Garcia','Smith'])[1 + n % 2] || ' Family ' || n, 'Individual'
       from generate_series(1, 60) n`,
      [firmId],
    );
    await sql(
      `insert into questionnaires (firm_id, company_id, hash_id, name, tax_year, due_date, deleted_at, created_at)
       select $1::int, c.id, md5(random()::text || c.id || '-' || n), 'Organizer ' || (n % 7), 2020 + n % 5,
              case when n % 7 <> 0 then current_date + (n % 40) end, case when (c.id + n) % 50 = 0 then now() end,
              now() - ((c.id * 21 + n) % 600) * interval '1 minute'
       from companies c, generate_series(1, 21) n where c.firm_id = $1::int`,
      [firmId],
    );
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ url: `/api/v2/questionnaires${url}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json() as { items: Array<{ id: number }>; count: number; count_is_estimate?: boolean };
  };
  const truth = async (order: string, extra = '') =>
    (
      await sql(
        `select q.id from questionnaires q join companies c on c.id = q.company_id
         where q.firm_id = $1 and q.deleted_at is null ${extra} order by ${order}`,
        [firmId],
      )
    ).rows.map((r) => Number(r.id));

  it.each([
    ['created_at', true, 'q.created_at desc, q.id desc'],
    ['due_date', false, 'q.due_date asc nulls last, q.id asc'],
    ['due_date', true, 'q.due_date desc nulls last, q.id desc'],
    ['company_name', false, 'c.name asc, q.id asc'],
  ] as const)('pages every questionnaire once, in order, by %s (descending %s)', async (sortBy, descending, order) => {
    const expected = await truth(order);
    const pages = await Promise.all(
      Array.from({ length: Math.ceil(expected.length / 100) }, (_, i) =>
        get(`?per_page=100&page=${i + 1}&sort_by=${sortBy}&descending=${descending}`),
      ),
    );
    expect(pages.every((p) => p.count === expected.length && p.count_is_estimate === true)).toBe(true);
    expect(pages.flatMap((p) => p.items.map((i) => i.id))).toEqual(expected);
  });

  it('answers the last page with the last rows, and a search or filter with its exact small count', async () => {
    const expected = await truth('q.created_at desc, q.id desc');
    const last = Math.ceil(expected.length / 25);
    const page = await get(`?per_page=25&page=${last}`);
    expect(page.items.map((i) => i.id)).toEqual(expected.slice((last - 1) * 25));

    const found = await get('?per_page=100&search_term=Garcia Family 12');
    const matching = await truth('q.created_at desc, q.id desc', `and c.name ilike '%Garcia Family 12%'`);
    expect(matching.length).toBeGreaterThan(15);
    expect(found.items.map((i) => i.id)).toEqual(matching);
    expect(found).toMatchObject({ count: matching.length, count_is_estimate: false });

    const deleted = await get('?per_page=10&status=deleted');
    const gone = await sql(
      'select count(*)::int as n from questionnaires where firm_id = $1 and deleted_at is not null',
      [firmId],
    );
    expect(deleted).toMatchObject({ count: Number(gone.rows[0]!.n), count_is_estimate: false });
  });
});
