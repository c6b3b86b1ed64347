import { createHash } from 'node:crypto';
import type { Db } from './client.ts';
import { planOnceOnServer } from './named-statements.ts';
import { planOnce } from './pglite-named.ts';
import { mapRowsOnce } from './row-mapping.ts';

/**
 * A query whose SQL is built once per query SHAPE, not on every request: drizzle's `.prepare(name)` with
 * `sql.placeholder('…')` for every value, memoized per `Db` by a key naming the shape (which filters are present,
 * the sort, its direction…; never a value). On PostgreSQL node-postgres then runs it as a NAMED prepared statement:
 * each connection parses it once and PostgreSQL may reuse a generic plan (no parse, no planning per run). On PGlite
 * drizzle ignores the name: the SQL is still built only once. Its rows are mapped by a mapping worked out once too
 * (row-mapping.ts).
 *
 *     const page = preparedQuery(db, `entities:${shapeKey}`, (db) =>
 *       db.select(…).from(companies).where(eq(companies.firmId, sql.placeholder('firmId'))).limit(sql.placeholder('limit')),
 *     );
 *     const rows = await page.execute({ firmId, limit: 25 });
 *
 * Rules: the key must tell apart every SQL text `build` can make (start it with the list's name); a value that is
 * not a placeholder is baked into the statement, so it belongs in the key. A list of values is ONE placeholder
 * (`${column} = any(${sql.placeholder('ids')})`) so its length does not change the shape. A prepared query is bound
 * to the `Db` it was made from: use it outside transactions (a `Tx` cannot be passed).
 */
export function preparedQuery<P>(
  db: Db,
  key: string,
  build: (db: Db) => { prepare(name: string): P; toSQL?(): { sql: string } },
  opts: PreparedOptions = {},
): P {
  let byKey = memo.get(db);
  if (!byKey) memo.set(db, (byKey = new Map()));
  const hit = byKey.get(key);
  if (hit !== undefined) return hit as P;
  const builder = build(db);
  if (opts.planOnce && builder.toSQL) planOnce(builder.toSQL().sql);
  if (opts.planOnceOnServer) planOnceOnServer(statementName(key));
  const prepared = builder.prepare(statementName(key));
  mapRowsOnce(prepared);
  // Shapes are few by construction; the bound only keeps a mistake (a value in a key) from growing without end.
  if (byKey.size >= MAX_SHAPES_PER_DB) byKey.delete(byKey.keys().next().value!);
  byKey.set(key, prepared);
  return prepared;
}

export interface PreparedOptions {
  /**
   * On PGlite, plan it once for all its values (pglite-named.ts planOnce): for a statement whose plan depends on none
   * of them, such as a list page without a search (a search's plan depends on its pattern). Other statements get
   * PGlite's `auto` (client.ts). Keyed by the statement's text.
   */
  planOnce?: boolean;
  /**
   * On PostgreSQL, plan it once for all its values too (named-statements.ts planOnceOnServer), where every other
   * statement is planned for its values because a generic plan is blind to the firm's size: only for a statement
   * whose every scan of a firm-sized table reads the firm's own entries (an index that leads with `firm_id`), so one
   * plan suits a small firm beside a big one. Keyed by the statement's name (its key).
   */
  planOnceOnServer?: boolean;
}

/** Shapes kept per database (oldest forgotten first). */
export const MAX_SHAPES_PER_DB = 500;

const memo = new WeakMap<Db, Map<string, unknown>>();

/**
 * The statement's name on a PostgreSQL connection: the same for the same key in every process, different for
 * another key (a name must always mean the same text on a connection), and short of PostgreSQL's 63-byte limit.
 */
export function statementName(key: string): string {
  return `pq_${createHash('sha1').update(key).digest('hex').slice(0, 24)}`;
}
