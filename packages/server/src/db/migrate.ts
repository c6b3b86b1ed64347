import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client.ts';
import { ginWithoutPendingLists } from './pglite-gin.ts';
import { announceEveryTable } from './postgres-data-changes.ts';

/** The committed migrations folder, found from source (src/db) and from the bundle (dist) alike. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('The drizzle migrations folder was not found next to the server');
}

const MIGRATION_LOCK = 7_240_001;

/**
 * Applies pending migrations. On a server, an advisory lock lets several processes start at once, and every table
 * then announces its changes to them (postgres-data-changes.ts).
 */
export async function migrate(database: Database): Promise<void> {
  const migrationsDir = migrationsFolder();
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: migrationsDir });
    await ginWithoutPendingLists(database);
    return;
  }
  const client = new pg.Client({ connectionString: database.connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder: migrationsDir });
    await announceEveryTable(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}
