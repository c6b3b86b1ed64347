import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { integer, pgTable, text as textColumn, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../test/test-database.ts';
import { openPglite, type Database } from './client.ts';
import { StatementNames, statementName } from './named-statements.ts';
import { planOnce, withNamedStatements } from './pglite-named.ts';

/**
 * Issue 22 §2: on the embedded database too, repeated statements are parsed and planned once (prepared under a
 * name) and read exactly as PGlite's own query() reads them.
 */
describe.runIf(testDbKind() === 'pglite')('named statements on the embedded database', () => {
  let embedded: PGlite;
  let named: PGlite;
  const prepared = async () =>
    (
      await embedded.query<{ name: string; statement: string }>(
        'select name, statement from pg_prepared_statements order by name',
      )
    ).rows;

  beforeAll(async () => {
    embedded = await PGlite.create();
    named = withNamedStatements(embedded, new StatementNames(), 3);
    await embedded.exec(`
      create table t (id int primary key, label text, at timestamptz, data jsonb, ok boolean, amount numeric,
        tags text[], day date, raw bytea);
      insert into t select n, 'row ' || n, '2026-01-02T03:04:05Z'::timestamptz + n * interval '1 day',
        jsonb_build_object('n', n), n % 2 = 0, n * 1.5, array['a', 'b' || n], '2026-03-01'::date + n, '\\x0102'
        from generate_series(1, 20) n;`);
  });
  afterAll(() => embedded.close());

  it('prepares a repeated statement once and reads its rows exactly as query() does', async () => {
    const text = 'select * from t where id = $1 or data @> $2 or tags && $3 or at > $4 order by id';
    const drizzleLike: QueryOptions = { rowMode: 'array', parsers: { [types.TIMESTAMPTZ]: (v: string) => v } };
    const params = [2, { n: 3 }, ['b5'], new Date('2026-01-20T00:00:00Z')];
    for (const options of [undefined, drizzleLike, drizzleLike]) {
      const mine = await named.query(text, params, options);
      const theirs = await embedded.query(text, params, options);
      expect(mine.rows).toEqual(theirs.rows);
      expect(mine.fields).toEqual(theirs.fields);
      expect(mine.affectedRows).toEqual(theirs.affectedRows);
    }
    expect((await named.query(text, params)).rows).toHaveLength(6);
    expect((await prepared()).map((p) => p.statement)).toEqual([text]);
    // Writes report their rows too.
    const update = 'update t set label = $1 where id = $2';
    for (let run = 0; run < 2; run++) expect((await named.query(update, ['x', 1])).affectedRows).toBe(1);
    expect((await prepared()).map((p) => p.name)).toContain(statementName(update));
  });

  it('keeps at most its limit, closing the least recently used', async () => {
    const texts = [1, 2, 3, 4, 5].map((n) => `select id + ${n} as n from t where id = $1`);
    for (const text of texts) for (let run = 0; run < 2; run++) await named.query(text, [run + 1]);
    // The two statements of the first test and the first two here were closed.
    expect((await prepared()).map((p) => p.name).sort()).toEqual(
      texts
        .slice(2)
        .map((t) => statementName(t!))
        .sort(),
    );
    expect((await named.query(texts[0]!, [3])).rows).toEqual([{ n: 4 }]);
    expect((await prepared()).map((p) => p.name).sort()).toEqual(
      [texts[0], texts[3], texts[4]].map((t) => statementName(t!)).sort(),
    );
  });

  it('runs a named statement again after it failed, inside and after a transaction that rolled back', async () => {
    const text = 'select label from t where id = 10 / $1::int';
    await named.query(text, [1]);
    expect((await named.query(text, [2])).rows).toEqual([{ label: 'row 5' }]);
    await expect(named.query(text, [0])).rejects.toMatchObject({ code: '22012', query: text });
    expect((await named.query(text, [5])).rows).toEqual([{ label: 'row 2' }]);

    const insert = 'insert into t (id, label) values ($1, $2)';
    await named.query(insert, [100, 'a']);
    await expect(
      named.transaction(async (tx) => {
        await tx.query(insert, [101, 'b']);
        expect((await tx.query('select count(*)::int as n from t where id >= $1', [100])).rows).toEqual([{ n: 2 }]);
        await tx.query(insert, [101, 'again']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await named.query(insert, [102, 'c']);
    expect((await named.query('select id from t where id >= $1 order by id', [100])).rows).toEqual([
      { id: 100 },
      { id: 102 },
    ]);
    expect((await prepared()).map((p) => p.statement)).toContain(insert);
  });

  it('plans a planOnce statement once for all its values, outside transactions', async () => {
    const text = 'select id, label from t where id > $1 order by id limit 2 offset $2';
    const plans = async () =>
      (
        await embedded.query<{ generic_plans: number; custom_plans: number }>(
          'select generic_plans, custom_plans from pg_prepared_statements where statement = $1',
          [text],
        )
      ).rows[0];
    planOnce(text);
    for (const offset of [0, 1, 2, 3]) {
      const mine = await named.query(text, [5, offset], { rowMode: 'array' });
      expect(mine.rows).toEqual((await embedded.query(text, [5, offset], { rowMode: 'array' })).rows);
      expect(mine.fields.map((f) => f.name)).toEqual(['id', 'label']);
    }
    // Named from its second run: three runs on the generic plan, none planned for their values.
    expect(await plans()).toEqual({ generic_plans: 3, custom_plans: 0 });
    // Inside a transaction the setting would last to its end: PostgreSQL's own choice then (a custom plan first).
    await named.transaction((tx) => tx.query(text, [5, 0]));
    expect(await plans()).toEqual({ generic_plans: 3, custom_plans: 1 });
    expect((await embedded.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows).toEqual([
      { plan_cache_mode: 'auto' },
    ]);
  });

  it('runs a statement prepared before its table changed its columns', async () => {
    await embedded.exec('create table c (id int, a text); insert into c values (1, $$x$$)');
    const text = 'select * from c where id = $1';
    for (let run = 0; run < 3; run++) await named.query(text, [1]);
    await embedded.exec('alter table c add column b int default 7');
    expect((await named.query(text, [1])).rows).toEqual([{ id: 1, a: 'x', b: 7 }]);
    await embedded.exec('alter table c drop column a');
    await expect(named.transaction((tx) => tx.query(text, [1]))).rejects.toMatchObject({ code: '0A000' });
    expect((await named.query(text, [1])).rows).toEqual([{ id: 1, b: 7 }]);
  });
});

describe.runIf(testDbKind() === 'pglite')('the embedded database opened by the portal', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite('memory://');
    await database.executeSql('create table n (id int primary key, label text, at timestamptz)');
    await database.executeSql(`insert into n values (1, 'one', '2026-01-01T00:00:00Z'), (2, 'two', null)`);
  });
  afterAll(() => database.close());

  it('runs drizzle’s repeated statements by name, with the same results, in and out of transactions', async () => {
    const n = pgTable('n', {
      id: integer('id').primaryKey(),
      label: textColumn('label'),
      at: timestamp('at', { withTimezone: true }),
    });
    const read = () => database.db.select().from(n).where(eq(n.id, 1));
    const first = await read();
    expect(first).toEqual([{ id: 1, label: 'one', at: new Date('2026-01-01T00:00:00Z') }]);
    expect(await read()).toEqual(first);
    expect(await database.db.transaction((tx) => tx.select().from(n).where(eq(n.id, 1)))).toEqual(first);
    const { rows } = await database.executeSql('select statement from pg_prepared_statements');
    expect(rows.map((r) => r.statement)).toEqual(['select "id", "label", "at" from "n" where "n"."id" = $1']);
  });
});
