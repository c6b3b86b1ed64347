import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { namingClient, StatementNames } from './named-statements.ts';
import { inLine } from './pglite-line.ts';
import { withNamedStatements } from './pglite-named.ts';
import { postgresWriteClock } from './postgres-write-clock.ts';
import { seesEveryWrite, type WriteClock } from './write-clock.ts';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle: services pass it to repos so one use case commits or rolls back as a whole. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface SqlResult {
  rows: Record<string, unknown>[];
}

export interface SqlOptions {
  /**
   * The statement changes none of the portal's data (only the job queue's own tables), so it leaves the write clock
   * as it was and nothing kept need be read again. pg-boss polls every queue every few seconds; counted, its polls
   * would empty every cache of the embedded database as often.
   */
  outsideWriteClock?: boolean;
}

export interface Database {
  readonly kind: 'pglite' | 'postgresql';
  readonly db: Db;
  /** Raw SQL for platform code (pg-boss, health checks); parameterised when values are given. */
  executeSql(text: string, values?: unknown[], opts?: SqlOptions): Promise<SqlResult>;
  /** For LISTEN/NOTIFY fan-out: only a PostgreSQL server has other processes to reach. */
  readonly connectionString?: string;
  /**
   * Moves on with every write (write-clock.ts), so a cache of a read may be kept while it stays the same: on PGlite
   * every statement passes through this process; on a PostgreSQL server other processes' changes to any table are
   * announced (postgres-write-clock.ts).
   */
  readonly writes: WriteClock;
  /**
   * PGlite only: its data folder as a gzipped tarball (PGlite's own dump, for `npm run backup`), taken between two
   * transactions so the copy holds no half-done one.
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * How the portal's statements are planned, on PostgreSQL and PGlite alike:
 * - always for their own values (`force_custom_plan`): a prepared statement is still parsed once per connection,
 *   but PostgreSQL's generic plan, made blind to the firm, assumed every firm as big as the average one: a
 *   1,000-entity firm's count beside a 100,000-entity firm walked the whole table (13 ms a page, 4 ms now), for a
 *   planning cost of under a millisecond;
 * - without JIT: a generic plan that looked big was once compiled for 5 s; the portal's statements read a page.
 */
const PLANNING_SETTINGS = { plan_cache_mode: 'force_custom_plan', jit: 'off' };
const PLANNING = Object.entries(PLANNING_SETTINGS)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');

/**
 * On PGlite a statement may keep one plan for all its values (PostgreSQL's default, `auto`: a generic plan once it
 * costs no more than those made for the values), so a list statement is planned once, not on every request. The
 * embedded database holds a small firm, so the skew that force_custom_plan guards against on a server barely exists,
 * and planning in WebAssembly was a third of a list statement's time: at 10,000 rows one request at a time, every
 * list scenario of bench/profile-lists.ts as fast or up to 3 ms faster (conversations page 6.7 → 5.2 ms, Collect
 * search 6.2 → 4.2, entities search 11.4 → 8.5); a two-letter users search, which no trigram index helps, 37 → 47.
 * A count up to a limit has its limit written in (list-total.ts upToLimit), or its generic plan scans the table.
 * Statements whose plan depends on none of their values (list pages and counts without a search) are planned once
 * whatever `auto` would choose (pglite-named.ts planOnce): an OFFSET parameter made a page's generic plan look dearer.
 */
const PGLITE_PLANNING = { ...PLANNING_SETTINGS, plan_cache_mode: 'auto' };

/** The extensions the migrations create, bundled with PGlite (pg_trgm for searches, btree_gin beside it). */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

/**
 * Embedded PGlite stored in a folder, or in memory when dataDir is 'memory://'. loadDataDir fills an empty folder from
 * a dumpDataDir tarball (`npm run restore`).
 */
export async function openPglite(dataDir: string, opts: { loadDataDir?: Blob } = {}): Promise<Database> {
  if (dataDir !== 'memory://') await fs.mkdir(dataDir, { recursive: true });
  const embedded = await PGlite.create(dataDir === 'memory://' ? undefined : dataDir, {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: opts.loadDataDir,
  });
  for (const [name, value] of Object.entries(PGLITE_PLANNING)) await embedded.query(`set ${name} = '${value}'`);
  // Statements and transactions wait in one line, in the order of the requests they serve (pglite-line.ts).
  // Repeated statements are prepared once under a name (pglite-named.ts).
  const { client, uncounted, writes } = inLine(withNamedStatements(embedded));
  // Drizzle's PGlite and node-postgres databases share one query API; one type keeps repos driver-agnostic.
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  seesEveryWrite(db, writes);
  return {
    kind: 'pglite',
    db,
    writes,
    async executeSql(text, values, opts) {
      const through = opts?.outsideWriteClock ? uncounted : client;
      if (values && values.length > 0) return through.query(text, values) as Promise<SqlResult>;
      // Multi-statement scripts (pg-boss's migrations) need the simple protocol.
      const results = await through.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    // dumpDataDir waits for queries but not for an open transaction: holding one ourselves waits for the others. The
    // checkpoint writes every change into the data files, so the copy opens as it was left instead of replaying the
    // log as after a crash (which moves each sequence on by up to 32 ids).
    dumpDataDir: () =>
      client.transaction(async (tx) => {
        await tx.exec('CHECKPOINT');
        return client.dumpDataDir('gzip');
      }),
    close: () => client.close(),
  };
}

export async function openPostgres(connectionString: string, max = 10): Promise<Database> {
  // Repeated statements are parsed and planned once per connection, not on every run (named-statements.ts); the
  // write clock counts the writes sent through them.
  const writes = await postgresWriteClock(connectionString, namingClient(new StatementNames()));
  const pool = new pg.Pool({ connectionString, max, Client: writes.Client, options: PLANNING });
  // A pool error on an idle client must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  await pool.query('select 1').catch(async (err: unknown) => {
    await writes.close();
    throw err;
  });
  const db = drizzlePg(pool, { schema });
  seesEveryWrite(db, writes);
  return {
    kind: 'postgresql',
    db,
    connectionString,
    writes,
    async executeSql(text, values) {
      const result = await pool.query(text, values as unknown[] | undefined);
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: last?.rows ?? [] };
    },
    async close() {
      await writes.close();
      await pool.end();
    },
  };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(`${opts.dataDir}/pglite`);
}
