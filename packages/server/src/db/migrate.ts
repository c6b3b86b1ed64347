import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client.ts';
import { ginWithoutPendingLists } from './gin-pending-lists.ts';
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
 * Applies pending migrations, and has every GIN index take new entries directly (gin-pending-lists.ts). On a server,
 * an advisory lock lets several processes start at once, and every table then announces its changes to them
 * (postgres-data-changes.ts).
 */
export async function migrate(database: Database, opts: { ownerUrl?: string } = {}): Promise<void> {
  const migrationsDir = migrationsFolder();
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: migrationsDir });
    await ginWithoutPendingLists((text, values) => database.executeSql(text, values));
    return;
  }
  // With an owner role (MIGRATION_DATABASE_URL) the tables are made and owned by it, and the portal's own role
  // (DATABASE_URL) is granted only what it needs: it owns no table, so it cannot turn their triggers off.
  const client = new pg.Client({ connectionString: opts.ownerUrl ?? database.connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder: migrationsDir });
    await announceEveryTable(client);
    await ginWithoutPendingLists((text, values) => client.query(text, values));
    const runtime = opts.ownerUrl ? decodeURIComponent(new URL(database.connectionString!).username) : null;
    if (runtime) await grantRuntimeRole(client, runtime);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}

/**
 * What the portal's runtime role may do with the tables the owner role made (issue 36 §3): read and write rows, use
 * the sequences; evidence and its checkpoints only read and appended. Not an owner, it cannot disable a trigger,
 * alter or drop a table. Run by the owner after every migration, so new tables are covered too.
 */
export async function grantRuntimeRole(client: pg.Client, role: string): Promise<void> {
  const who = pg.escapeIdentifier(role);
  await client.query(`GRANT USAGE ON SCHEMA public TO ${who}`);
  await client.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${who}`);
  await client.query(`GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${who}`);
  await client.query(`GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public TO ${who}`);
  await client.query(`REVOKE UPDATE, DELETE, TRUNCATE ON signature_events, evidence_checkpoints FROM ${who}`);
}
