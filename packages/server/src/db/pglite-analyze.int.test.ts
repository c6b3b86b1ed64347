import { describe, expect, it } from 'vitest';
import { buildFirm } from '../test/factories.ts';
import { testDbKind } from '../test/test-database.ts';
import { openPglite } from './client.ts';
import { migrate } from './migrate.ts';
import { analyzeChangedTables } from './pglite-analyze.ts';

const statistics = async (database: Awaited<ReturnType<typeof openPglite>>, table: string) => {
  const { rows } = await database.executeSql(
    'select count(*)::int as n from pg_statistic where starelid = $1::regclass',
    [table],
  );
  return Number(rows[0]!.n);
};

// A database of its own: the counts it reads are the whole database's.
describe.skipIf(testDbKind() !== 'pglite')('analyzing PGlite tables, which no autovacuum analyzes', () => {
  it('analyzes the tables holding data without statistics, then only those changed since', async () => {
    const database = await openPglite('memory://');
    try {
      await migrate(database);
      await analyzeChangedTables(database);
      const firm = await buildFirm(database.db);
      await database.executeSql(
        `insert into entity_tags (firm_id, name) select $1::int, 'Tag ' || n from generate_series(1, 200) n`,
        [firm.id],
      );
      expect(await statistics(database, 'entity_tags')).toBe(0);

      expect(await analyzeChangedTables(database)).toEqual(
        expect.arrayContaining(['public.entity_tags', 'public.firms']),
      );
      expect(await statistics(database, 'entity_tags')).toBeGreaterThan(0);
      expect(await statistics(database, 'users')).toBe(0); // empty: nothing to analyze

      await database.executeSql(`update entity_tags set name = name || '!' where id % 2 = 0`);
      expect(await analyzeChangedTables(database)).toContain('public.entity_tags');
      expect(await analyzeChangedTables(database)).not.toContain('public.entity_tags');
      await database.executeSql(`update entity_tags set name = name || '!' where id < 10`);
      expect(await analyzeChangedTables(database)).not.toContain('public.entity_tags'); // under 50 + 10%
    } finally {
      await database.close();
    }
  });
});
