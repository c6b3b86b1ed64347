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
    const database = testDbKind() === 'postgresql' ? await openPostgres(url!, 5) : await openPglite('memory://');
    await migrate(database);
    return database;
  })();
  return shared;
}
