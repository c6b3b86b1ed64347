import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firms } from './schema/index.ts';
import { openPostgres, type Database } from './client.ts';
import { preparedQuery, statementName } from './prepared-query.ts';
import { testDatabase, testDbKind } from '../test/test-database.ts';
import { buildFirm } from '../test/factories.ts';

describe('a prepared query on the database', () => {
  let database: Database;
  let ids: number[];
  beforeAll(async () => {
    database = await testDatabase();
    ids = [(await buildFirm(database.db)).id, (await buildFirm(database.db)).id, (await buildFirm(database.db)).id];
  });

  const byIds = (db: Database['db']) =>
    preparedQuery(db, 'prepared-query-test:firms-by-ids', (db) =>
      db
        .select({ id: firms.id })
        .from(firms)
        .where(sql`${firms.id} = any(${sql.placeholder('ids')}) and ${firms.id} >= ${sql.placeholder('min')}`)
        .orderBy(firms.id)
        .limit(sql.placeholder('limit')),
    );

  it('runs with its values, a list as one array of any length', async () => {
    const q = byIds(database.db);
    expect(await q.execute({ ids, min: 0, limit: 10 })).toEqual(ids.map((id) => ({ id })));
    expect(await q.execute({ ids: [ids[1]], min: 0, limit: 10 })).toEqual([{ id: ids[1] }]);
    expect(await q.execute({ ids, min: ids[1], limit: 1 })).toEqual([{ id: ids[1] }]);
    expect(await q.execute({ ids: [], min: 0, limit: 10 })).toEqual([]);
  });

  it.runIf(testDbKind() === 'pglite')(
    'is planned once for all its values on PGlite when asked (planOnce)',
    async () => {
      const key = 'prepared-query-test:firms-after';
      const after = preparedQuery(
        database.db,
        key,
        (db) =>
          db
            .select({ id: firms.id })
            .from(firms)
            .where(sql`${firms.id} >= ${sql.placeholder('min')}`)
            .orderBy(firms.id)
            .limit(3)
            .offset(sql.placeholder('offset')),
        { planOnce: true },
      );
      for (const offset of [0, 1, 2, 0]) expect(await after.execute({ min: ids[0], offset })).toHaveLength(3 - offset);
      const { rows } = await database.executeSql(
        `select generic_plans, custom_plans from pg_prepared_statements where statement like '%"firms"."id" >= $1 order by%'`,
      );
      // Named from its second run (db/named-statements.ts): then on its generic plan only.
      expect(rows).toEqual([{ generic_plans: 3, custom_plans: 0 }]);
    },
  );

  describe('on PostgreSQL', () => {
    let single: Database | undefined;
    afterAll(() => single?.close());

    it.runIf(testDbKind() === 'postgresql')('is a named statement the connection parsed once', async () => {
      // One connection, so the statement and pg_prepared_statements are seen on the same session.
      single = await openPostgres(database.connectionString!, 1);
      const q = byIds(single.db);
      for (let i = 0; i < 3; i++) expect(await q.execute({ ids, min: 0, limit: 10 })).toHaveLength(3);
      const { rows } = await single.executeSql('select name, statement from pg_prepared_statements');
      const mine = rows.filter((r) => r.name === statementName('prepared-query-test:firms-by-ids'));
      expect(mine).toHaveLength(1);
      expect(String(mine[0]!.statement)).toContain('any($1)');
    });

    it.runIf(testDbKind() === 'postgresql')(
      'plans a statement once on the server too when asked, outside transactions only, the setting its own',
      async () => {
        // The plan mode a statement runs under, read by the statement itself, with rows to show its answer whole.
        const mode = (db: Database['db'], everywhere: boolean) =>
          preparedQuery(
            db,
            `prepared-query-test:plan-mode:${everywhere}`,
            (db) =>
              db
                .select({ mode: sql<string>`current_setting('plan_cache_mode')`, id: firms.id })
                .from(firms)
                .where(sql`${firms.id} = any(${sql.placeholder('ids')})`)
                .orderBy(firms.id),
            { planOnce: true, planOnceOnServer: everywhere },
          );
        single ??= await openPostgres(database.connectionString!, 1);
        const db = single.db;
        // Its first run on the connection parses it, as it is (named-statements.ts withGenericPlan); then planned once.
        await mode(db, true).execute({ ids });
        for (let run = 0; run < 3; run++) {
          expect(await mode(db, true).execute({ ids })).toEqual(ids.map((id) => ({ mode: 'force_generic_plan', id })));
          // planOnce alone is PGlite's: PostgreSQL plans it for its values, and the setting did not outlive the statement.
          expect(await mode(db, false).execute({ ids })).toEqual(ids.map((id) => ({ mode: 'force_custom_plan', id })));
        }
        // Inside a transaction the setting would last to its end: planned for its values there.
        const pool = (db as unknown as { $client: pg.Pool }).$client;
        const client = await pool.connect();
        try {
          await client.query('begin');
          const { rows } = await client.query({
            name: statementName('prepared-query-test:plan-mode:true'),
            text: mode(db, true).getQuery().sql,
            values: [ids],
            rowMode: 'array',
          });
          expect(rows.map((r: unknown[]) => r[0])).toEqual(ids.map(() => 'force_custom_plan'));
          await client.query('commit');
        } finally {
          client.release();
        }
      },
    );
  });
});
