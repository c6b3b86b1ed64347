import { describe, expect, it } from 'vitest';
import { buildFirm } from '../test/factories.ts';
import { testDbKind } from '../test/test-database.ts';
import { openPglite, type Database } from './client.ts';
import { migrate } from './migrate.ts';
import { autovacuum } from './pglite-autovacuum.ts';

const statistics = async (database: Database, table: string) => {
  const { rows } = await database.executeSql(
    'select count(*)::int as n from pg_statistic where starelid = $1::regclass',
    [table],
  );
  return Number(rows[0]!.n);
};

const deadRows = async (database: Database, table: string) => {
  await database.executeSql('select pg_stat_force_next_flush()');
  const { rows } = await database.executeSql('select n_dead_tup from pg_stat_user_tables where relid = $1::regclass', [
    table,
  ]);
  return Number(rows[0]!.n_dead_tup);
};

const onTags = (commands: string[]) => commands.filter((c) => c.endsWith(' public.entity_tags'));

// A database of its own: the counts it reads are the whole database's.
describe.skipIf(testDbKind() !== 'pglite')('autovacuum on PGlite, which runs none of its own', () => {
  it('analyzes tables holding data without statistics or changed since, and vacuums those with dead rows', async () => {
    const database = await openPglite('memory://');
    try {
      await migrate(database);
      await autovacuum(database);
      const firm = await buildFirm(database.db);
      await database.executeSql(
        `insert into entity_tags (firm_id, name) select $1::int, 'Tag ' || n from generate_series(1, 200) n`,
        [firm.id],
      );
      expect(await statistics(database, 'entity_tags')).toBe(0);

      expect(await autovacuum(database)).toEqual(
        expect.arrayContaining(['analyze public.entity_tags', 'analyze public.firms']),
      );
      expect(await statistics(database, 'entity_tags')).toBeGreaterThan(0);
      expect(await statistics(database, 'users')).toBe(0); // empty: nothing to analyze

      await database.executeSql(`update entity_tags set name = name || '!' where id % 2 = 0`);
      expect(await deadRows(database, 'entity_tags')).toBe(100);
      expect(await autovacuum(database)).toContain('vacuum (analyze) public.entity_tags');
      expect(await deadRows(database, 'entity_tags')).toBe(0);
      expect(onTags(await autovacuum(database))).toEqual([]);

      await database.executeSql(`update entity_tags set name = name || '!' where id < 10`);
      expect(onTags(await autovacuum(database))).toEqual([]); // under 50 + 10%
    } finally {
      await database.close();
    }
  });
});
