import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm } from '../test/factories.ts';

/**
 * company_name_pairs (migration 0070) holds each entity's name's pair keys beside the name, kept by triggers on
 * companies: a search sorted by name walks it in name order (like.ts entityNamesInOrder), so an entry missing would
 * hide a match and a stale one would misplace it.
 */
describe("the entities' names by their pairs of words", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const sql = (text: string, values: unknown[] = []) => t.deps.database.executeSql(text, values);

  /** The table's entries for `ids`, and the entries their names have now, each sorted the same way. */
  async function entries(ids: number[]) {
    const order = 'order by 3, 1, 2';
    const held = await sql(
      `select key::text, name, company_id from company_name_pairs where company_id = any($1::int[]) ${order}`,
      [ids],
    );
    const due = await sql(
      `select k::text as key, c.name, c.id as company_id
       from companies c, unnest(firm_name_pair_keys(c.firm_id, c.name)) as k where c.id = any($1::int[]) ${order}`,
      [ids],
    );
    return { held: held.rows, due: due.rows };
  }

  it("holds each name's pairs from its insert, one at a time or many in one statement", async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const one = await buildCompany(db, firm, await buildClient(db, firm), { name: 'Garcia Family Trust' });
    const lone = await buildCompany(db, firm, await buildClient(db, firm), { name: 'Garcia' });
    const { rows } = await sql(
      `insert into companies (firm_id, hash_id, name, entity_type)
       select $1::int, md5(random()::text || n), 'Kim & Lee, P.C. ' || n, 'Business' from generate_series(1, 50) n
       returning id`,
      [firm.id],
    );
    const ids = [one.id, lone.id, ...rows.map((r) => Number(r.id))];
    const { held, due } = await entries(ids);
    expect(held).toEqual(due);
    // "Garcia Family Trust": "ia fa" and "ly tr"; "Kim & Lee, P.C. 7": "im le", "ee p", "p c", "c 7".
    expect(held.filter((e) => e.company_id === one.id)).toHaveLength(2);
    expect(held.filter((e) => e.company_id === lone.id)).toEqual([]);
    expect(held).toHaveLength(2 + 50 * 4);
  });

  it('follows a change of name, and no other change', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const company = await buildCompany(db, firm, await buildClient(db, firm), { name: 'Garcia Family Trust' });
    const before = await entries([company.id]);
    await sql(`update companies set inactive = true, updated_at = now() where id = $1`, [company.id]);
    expect((await entries([company.id])).held).toEqual(before.held);
    await sql(`update companies set name = 'Nguyen Holdings 12' where id = $1`, [company.id]);
    const after = await entries([company.id]);
    expect(after.held).toEqual(after.due);
    expect(after.held.map((e) => e.name)).toEqual(['Nguyen Holdings 12', 'Nguyen Holdings 12']);
    // Another firm's entity of the same name: the same pairs under that firm's keys.
    const other = await buildFirm(db);
    await sql(`update companies set firm_id = $2 where id = $1`, [company.id, other.id]);
    const moved = await entries([company.id]);
    expect(moved.held).toEqual(moved.due);
    expect(moved.held.map((e) => e.key)).not.toEqual(after.held.map((e) => e.key));
  });

  it('forgets a deleted entity, and every entity of a deleted firm', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const company = await buildCompany(db, firm, await buildClient(db, firm), { name: 'Smith Family Ventures' });
    const kept = await buildCompany(db, firm, await buildClient(db, firm), { name: 'Smith Family Holdings' });
    expect((await entries([company.id])).held).toHaveLength(2);
    await sql(`delete from companies where id = $1`, [company.id]);
    expect((await entries([company.id])).held).toEqual([]);
    expect((await entries([kept.id])).held).toHaveLength(2);
    // Many in one statement: a firm's entities go with the firm.
    const gone = await buildFirm(db);
    const ids = [];
    for (const name of ['Garcia Trust 1', 'Garcia Trust 2', 'Kim & Lee, P.C.'])
      ids.push((await buildCompany(db, gone, await buildClient(db, gone), { name })).id);
    expect((await entries(ids)).held).toHaveLength(2 + 2 + 3);
    await sql(`delete from firms where id = $1`, [gone.id]);
    expect((await entries(ids)).held).toEqual([]);
    expect((await entries([kept.id])).held).toHaveLength(2);
  });
});
