import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';

/**
 * The database on the same driver connection, recording every statement it sends (a drizzle logger sees
 * each one, transactions included): a test proves a job's statements do not grow with its size.
 */
export function countingDb(database: Database): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.kind === 'pglite'
      ? drizzlePglite(client as PGlite, { schema, logger })
      : drizzlePg(client as pg.Pool, { schema, logger });
  return { db: db as unknown as Db, statements };
}
