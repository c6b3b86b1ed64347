import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { firms } from './schema/index.ts';
import type { Database } from './client.ts';
import { preparedQuery } from './prepared-query.ts';
import { mapRowsOnce } from './row-mapping.ts';
import { testDatabase } from '../test/test-database.ts';
import { buildFirm } from '../test/factories.ts';

const mapperOf = (prepared: unknown) => (prepared as { customResultMapper?: unknown }).customResultMapper;

describe('rows mapped once per prepared query', () => {
  let database: Database;
  let firmId: number;
  beforeAll(async () => {
    database = await testDatabase();
    firmId = (await buildFirm(database.db, { name: 'Mapped Rows CPAs' })).id;
  });

  /** A flat selection of every kind of field: columns of several types, a null, SQL with and without a decoder. */
  const flat = (db: Database['db']) =>
    db
      .select({
        id: firms.id,
        name: firms.name,
        frequency: firms.questionnaireReminderFrequency,
        preferences: firms.preferences,
        created_at: firms.createdAt,
        nothing: firms.logoKey,
        doubled: sql<number>`${firms.id} * 2`.mapWith(Number),
        as_text: sql<string>`cast(${firms.id} as text)`,
        list: sql<Array<{ n: number }>>`json_build_array(json_build_object('n', 1))`,
        no_time: sql<Date | null>`cast(null as timestamptz)`,
      })
      .from(firms)
      .where(eq(firms.id, sql.placeholder('id')));

  it('gives the rows drizzle’s own mapping gives', async () => {
    const own = flat(database.db).prepare('row_mapping_own');
    const once = flat(database.db).prepare('row_mapping_once');
    mapRowsOnce(once);
    expect(mapperOf(once)).toBeTypeOf('function');
    const expected = await own.execute({ id: firmId });
    const rows = await once.execute({ id: firmId });
    expect(rows).toEqual(expected);
    expect(rows[0]).toMatchObject({ id: firmId, name: 'Mapped Rows CPAs', doubled: firmId * 2, nothing: null });
    expect(rows[0]!.created_at).toBeInstanceOf(Date);
    expect(rows[0]!.list).toEqual([{ n: 1 }]);
    expect(Object.keys(rows[0]!)).toEqual(Object.keys(expected[0]!));
  });

  it('is how every prepared list query maps its rows', () => {
    const page = preparedQuery(database.db, 'row-mapping-test:firm', flat);
    expect(mapperOf(page)).toBeTypeOf('function');
  });

  it('leaves a nested selection to drizzle, which folds a left join’s missing row into null', async () => {
    const nested = database.db
      .select({ firm: { id: firms.id }, other: { id: sql<number>`null::int` } })
      .from(firms)
      .where(eq(firms.id, sql.placeholder('id')))
      .prepare('row_mapping_nested');
    mapRowsOnce(nested);
    expect(mapperOf(nested)).toBeUndefined();
    expect(await nested.execute({ id: firmId })).toEqual([{ firm: { id: firmId }, other: { id: null } }]);
  });
});
