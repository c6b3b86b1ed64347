import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';

let shared: Promise<Database> | undefined;

export const testDbKind = (): 'pglite' | 'postgresql' =>
  process.env.TEST_DB_KIND === 'postgresql' ? 'postgresql' : 'pglite';

/** One migrated database per test worker; tests isolate by creating their own firm. */
export function testDatabase(): Promise<Database> {
  shared ??= (async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (testDbKind() === 'postgresql' && !url) throw new Error('TEST_DATABASE_URL is not set');
    const database =
      testDbKind() === 'postgresql' ? await openPostgres(await workerDatabase(url!), 5) : await openPglite('memory://');
    await migrate(database);
    return database;
  })();
  return shared;
}

/**
 * Test workers run side by side: on PostgreSQL each gets a database of its own next to TEST_DATABASE_URL's,
 * so one worker's job queue never picks up another's jobs (whose files live in the other's data folder).
 */
async function workerDatabase(base: string): Promise<string> {
  const url = new URL(base);
  const name = `${url.pathname.slice(1)}_w${process.env.VITEST_POOL_ID ?? '0'}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount)
      await admin.query(`create database "${name}"`).catch((e: { code?: string }) => {
        if (e.code !== '42P04') throw e; // another process created it first
      });
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}
