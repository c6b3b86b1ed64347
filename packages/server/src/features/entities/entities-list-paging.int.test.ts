import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';

/** A firm past the exact-total limit (1,000): totals are estimates, deep pages are read from the end. */
describe('the Entities table of a big firm', () => {
  const N = 1_300;
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
    // Names repeat (ties break on id), every 9th entity has no primary contact, every 13th is deleted.
    await sql(
      `with u as (
         insert into users (firm_id, fname, lname, email, time_zone)
         select $1::int, 'Client', (array['Kim','Lopez','Moore'])[1 + n % 3] || (n % 40), 'client' || n || '-' || $1::int || '@big.test', 'America/New_York'
         from generate_series(1, ${N}) n returning id, email)
       insert into companies (firm_id, hash_id, name, entity_type, user_id, deleted_at)
       select $1::int, md5(random()::text || u.id), (array['Garcia','Smith','Patel'])[1 + k % 3] || ' Trust ' || (k % 500),
              (array['Individual','Trust'])[1 + k % 2], case when k % 9 = 0 then null else u.id end,
              case when k % 13 = 0 then now() end
       from (select id, email, row_number() over (order by id) as k from u) u`,
      [firmId],
    );
    const other = await buildFirm(db);
    await buildCompany(db, other, await buildClient(db, other, { email: `garcia-elsewhere-${other.id}@big.test` }), {
      name: 'Garcia Trust 1',
    });
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode).toBe(200);
    return res.json() as { entities: Array<{ id: number }>; total: number; total_is_estimate?: boolean };
  };
  /** The firm's live entities in the order PostgreSQL sorts them, ties broken by id. */
  const truth = async (order: string, extra = '') =>
    (
      await sql(
        `select c.id from companies c left join users u on u.id = c.user_id
         where c.firm_id = $1 and c.deleted_at is null ${extra} order by ${order}`,
        [firmId],
      )
    ).rows.map((r) => Number(r.id));

  it.each([
    ['name', false, 'c.name asc, c.id asc'],
    ['name', true, 'c.name desc, c.id desc'],
    ['primary_contact', false, 'u.lname asc, c.id asc'],
    ['primary_contact', true, 'u.lname desc, c.id desc'],
    ['created_at', true, 'c.created_at desc, c.id desc'],
  ] as const)('pages every entity once, in order, sorted by %s (descending %s)', async (sortBy, descending, order) => {
    const expected = await truth(order);
    const size = 100;
    const pages = await Promise.all(
      Array.from({ length: Math.ceil(expected.length / size) + 1 }, (_, page) =>
        get(`/api/v2/entities?rows_per_page=${size}&page=${page}&sort_by=${sortBy}&descending=${descending}`),
      ),
    );
    expect(pages.every((p) => p.total === expected.length && p.total_is_estimate === true)).toBe(true);
    expect(pages.at(-1)!.entities).toEqual([]);
    expect(pages.flatMap((p) => p.entities.map((e) => e.id))).toEqual(expected);
  });

  it('answers the last page (and one just past the middle) with exactly the rows shown', async () => {
    const expected = await truth('c.name asc, c.id asc');
    const size = 25;
    const last = Math.ceil(expected.length / size) - 1;
    const lastPage = await get(`/api/v2/entities?rows_per_page=${size}&page=${last}`);
    expect({ total: lastPage.total, ids: lastPage.entities.map((e) => e.id) }).toEqual({
      total: expected.length,
      ids: expected.slice(last * size),
    });
    const middle = Math.floor(last / 2) + 1;
    const middlePage = await get(`/api/v2/entities?rows_per_page=${size}&page=${middle}`);
    expect(middlePage.entities.map((e) => e.id)).toEqual(expected.slice(middle * size, (middle + 1) * size));
  });

  it('searches entity names and primary contacts emails, only in the firm, with an exact total when small', async () => {
    const byName = await get('/api/v2/entities?rows_per_page=100&search=garcia trust 12');
    const expectedName = await truth('c.name asc, c.id asc', `and c.name ilike '%garcia trust 12%'`);
    expect(expectedName.length).toBeGreaterThan(0);
    expect(byName.entities.map((e) => e.id)).toEqual(expectedName);
    expect(byName).toMatchObject({ total: expectedName.length, total_is_estimate: false });

    const byEmail = await get('/api/v2/entities?rows_per_page=100&search=client1234-');
    const expectedEmail = await truth('c.name asc, c.id asc', `and u.email ilike '%client1234-%'`);
    expect(expectedEmail).toHaveLength(1);
    expect(byEmail.entities.map((e) => e.id)).toEqual(expectedEmail);
    expect(byEmail.total).toBe(1);

    // A term matching both a name and an email lists the entity once.
    const [both] = (
      await sql(
        `select c.id, c.name, u.email from companies c join users u on u.id = c.user_id
         where c.firm_id = $1 and c.deleted_at is null order by c.id limit 1`,
        [firmId],
      )
    ).rows as Array<{ id: number; name: string; email: string }>;
    await sql('update users set email = $1 where email = $2', [
      `${both!.name.replace(/ /g, '')}@big.test`,
      both!.email,
    ]);
    await sql('update companies set name = $1 where id = $2', [`${both!.name.replace(/ /g, '')} Ltd`, both!.id]);
    const once = await get(`/api/v2/entities?search=${encodeURIComponent(both!.name.replace(/ /g, ''))}`);
    expect(once.entities.map((e) => e.id)).toEqual([both!.id]);

    const wide = await get('/api/v2/entities?rows_per_page=10&search=trust');
    expect(wide).toMatchObject({ total: (await truth('c.id', `and c.name ilike '%trust%'`)).length });
    expect(wide.total_is_estimate).toBe(true);
  });

  // "12" matches names and emails, some entities by both; "garcia" names only (an exact total, pages read from the end).
  it.each(
    (['name', 'entity_type', 'primary_contact', 'updated_at', 'created_at'] as const).flatMap((sortBy) =>
      ['12', 'garcia'].flatMap((term) => [false, true].map((descending) => [sortBy, term, descending] as const)),
    ),
  )('pages a search once, in order, sorted by %s (search %s, descending %s)', async (sortBy, term, descending) => {
    const column = { name: 'c.name', entity_type: 'c.entity_type', primary_contact: 'u.lname' }[sortBy as string];
    const direction = descending ? 'desc' : 'asc';
    const expected = await truth(
      `${column ?? `c.${sortBy}`} ${direction}, c.id ${direction}`,
      `and (c.name ilike '%${term}%' or u.email ilike '%${term}%')`,
    );
    const size = 30;
    const pages = await Promise.all(
      Array.from({ length: Math.ceil(expected.length / size) + 1 }, (_, page) =>
        get(
          `/api/v2/entities?rows_per_page=${size}&page=${page}&search=${term}&sort_by=${sortBy}&descending=${descending}`,
        ),
      ),
    );
    expect(pages.every((p) => p.total === expected.length)).toBe(true);
    expect(pages.flatMap((p) => p.entities.map((e) => e.id))).toEqual(expected);
  });

  it('filters with an exact total when the filter leaves few rows, and counts exactly on request', async () => {
    const expected = await truth(
      'c.name asc, c.id asc',
      `and c.entity_type = 'Trust' and c.name like 'Patel Trust 1%'`,
    );
    const filters = encodeURIComponent(JSON.stringify({ entity_type: ['Trust'] }));
    const trusts = await get(`/api/v2/entities?rows_per_page=10&filters=${filters}&search=patel trust 1`);
    expect(trusts.entities.map((e) => e.id)).toEqual(expected.slice(0, 10));
    expect(trusts).toMatchObject({ total: expected.length, total_is_estimate: false });
    const all = (await truth('c.id')).length;
    expect((await t.app.inject({ url: '/api/v2/entities?count=true', headers })).json()).toEqual({ total: all });
  });
});
