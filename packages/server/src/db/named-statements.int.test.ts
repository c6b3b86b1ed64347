import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text as textColumn } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase, testDbKind } from '../test/test-database.ts';
import { openPostgres, type Database } from './client.ts';
import { namingClient, StatementNames, statementName } from './named-statements.ts';

/**
 * Issue 22 §1: repeated statements are parsed and planned once per connection, not on every run. Every check reads
 * the server's own list of the connection's prepared statements (pg_prepared_statements), on a pool of one
 * connection.
 */
describe.runIf(testDbKind() === 'postgresql')('named statements on PostgreSQL', () => {
  const table = `named_t_${process.pid}`;
  let url: string;
  let pool: pg.Pool;
  const prepared = async (client: pg.Pool | pg.PoolClient = pool) =>
    (
      await client.query<{ name: string; statement: string; generic_plans: string; custom_plans: string }>(
        'select name, statement, generic_plans, custom_plans from pg_prepared_statements order by name',
      )
    ).rows;
  const open = (max: number) =>
    new pg.Pool({ connectionString: url, max: 1, Client: namingClient(new StatementNames(), max) });

  beforeAll(async () => {
    url = (await testDatabase()).connectionString!;
    pool = open(3);
    await pool.query(`create table ${table} (id int primary key, label text)`);
    await pool.query(`insert into ${table} select n, 'row ' || n from generate_series(1, 20) n`);
  });
  afterAll(async () => {
    await pool.query(`drop table if exists ${table}`);
    await pool.end();
  });

  it('prepares a repeated statement once and runs it by name from then on', async () => {
    const text = `select label from ${table} where id = $1`;
    for (let id = 1; id <= 8; id++) expect((await pool.query(text, [id])).rows).toEqual([{ label: `row ${id}` }]);
    const [statement] = (await prepared()).filter((p) => p.statement === text);
    expect(statement?.name).toBe(statementName(text));
    // First run unnamed; the seven runs after it used the one prepared statement (five custom plans, then generic).
    expect(Number(statement!.generic_plans) + Number(statement!.custom_plans)).toBe(7);
    expect(Number(statement!.generic_plans)).toBeGreaterThan(0);
  });

  it('keeps at most its limit per connection, closing the least recently used', async () => {
    const texts = [1, 2, 3, 4, 5].map((n) => `select id + ${n} as n from ${table} where id = $1`);
    for (const text of texts) for (let run = 0; run < 2; run++) await pool.query(text, [run + 1]);
    const names = (await prepared()).map((p) => p.name).sort();
    expect(names).toEqual([texts[2], texts[3], texts[4]].map((t) => statementName(t!)).sort());
    // An evicted statement runs again (parsed anew) and the oldest makes room for it.
    expect((await pool.query(texts[0]!, [3])).rows).toEqual([{ n: 4 }]);
    expect((await prepared()).map((p) => p.name).sort()).toEqual(
      [texts[0], texts[3], texts[4]].map((t) => statementName(t!)).sort(),
    );
  });

  it('leaves statements that vary with the number of values, scripts and DDL unnamed', async () => {
    const fresh = open(100);
    try {
      for (let n = 1; n <= 12; n++) {
        const list = Array.from({ length: n }, (_, i) => `$${i + 1}`).join(', ');
        for (let run = 0; run < 2; run++)
          await fresh.query(
            `select count(*) from ${table} where id in (${list})`,
            Array.from({ length: n }, (_, i) => i + 1),
          );
      }
      for (let run = 0; run < 3; run++) {
        await fresh.query(`select 1; select count(*) from ${table}`);
        await fresh.query(`create temporary table if not exists named_tmp (n int)`);
      }
      // Only the first text of the list's shape was named, before its second shape showed it varies.
      expect((await prepared(fresh)).map((p) => p.statement)).toEqual([
        `select count(*) from ${table} where id in ($1)`,
      ]);
    } finally {
      await fresh.end();
    }
  });

  it('runs a named statement again after it failed, and after a transaction that used it rolled back', async () => {
    const text = `select label from ${table} where id = 10 / $1::int`;
    await pool.query(text, [1]);
    expect((await pool.query(text, [1])).rows).toEqual([{ label: 'row 10' }]);
    await expect(pool.query(text, [0])).rejects.toMatchObject({ code: '22012' }); // division by zero
    await expect(pool.query(text, ['x'])).rejects.toMatchObject({ code: '22P02' }); // a value it cannot bind
    expect((await pool.query(text, [2])).rows).toEqual([{ label: 'row 5' }]);

    const insert = `insert into ${table} (id, label) values ($1, $2)`;
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(insert, [100, 'a']);
      await client.query(insert, [101, 'b']);
      await expect(client.query(insert, [101, 'again'])).rejects.toMatchObject({ code: '23505' });
      // Inside the failed transaction every statement is refused, the named one included.
      await expect(client.query(insert, [102, 'c'])).rejects.toMatchObject({ code: '25P02' });
      await client.query('rollback');
      // A rollback does not undo a prepared statement: it runs, by name, after it.
      await client.query(insert, [103, 'd']);
      expect((await prepared(client)).filter((p) => p.statement === insert)).toHaveLength(1);
    } finally {
      client.release();
    }
    expect((await pool.query(`select id from ${table} where id >= $1 order by id`, [100])).rows).toEqual([{ id: 103 }]);
    await pool.query(`delete from ${table} where id >= 100`);
  });

  it('runs a statement prepared before its table changed its columns (another process migrating)', async () => {
    const other = `named_c_${process.pid}`;
    await pool.query(`create table ${other} (id int, a text)`);
    await pool.query(`insert into ${other} values (1, 'x')`);
    try {
      const text = `select * from ${other} where id = $1`;
      for (let run = 0; run < 3; run++) await pool.query(text, [1]);
      await pool.query(`alter table ${other} add column b int default 7`);
      // PostgreSQL refuses the cached plan ("cached plan must not change result type"); outside a transaction it
      // is prepared again and run at once.
      expect((await pool.query(text, [1])).rows).toEqual([{ id: 1, a: 'x', b: 7 }]);
      await pool.query(`alter table ${other} drop column a`);
      // Inside a transaction the refusal aborts it; the statement is prepared again by its next run.
      const client = await pool.connect();
      try {
        await client.query('begin');
        await expect(client.query(text, [1])).rejects.toMatchObject({ code: '0A000' });
        await client.query('rollback');
        expect((await client.query(text, [1])).rows).toEqual([{ id: 1, b: 7 }]);
      } finally {
        client.release();
      }
    } finally {
      await pool.query(`drop table ${other}`);
    }
  });

  it('leaves a statement drizzle prepared under its own name as it is', async () => {
    const database: Database = await openPostgres(url, 1);
    const t = pgTable(table, { id: integer('id').primaryKey(), label: textColumn('label') });
    try {
      const byId = database.db
        .select({ label: t.label })
        .from(t)
        .where(eq(t.id, sql.placeholder('id')))
        .prepare('label_by_id');
      for (let id = 1; id <= 3; id++) expect(await byId.execute({ id })).toEqual([{ label: `row ${id}` }]);
      // And drizzle's own unnamed statements get theirs.
      for (let id = 1; id <= 3; id++) await database.db.select({ id: t.id }).from(t).where(eq(t.id, id));
      const { rows } = await database.executeSql('select name from pg_prepared_statements order by name');
      expect(rows.map((r) => r.name)).toEqual(
        ['label_by_id', statementName(`select "id" from "${table}" where "${table}"."id" = $1`)].sort(),
      );
    } finally {
      await database.close();
    }
  });
});
