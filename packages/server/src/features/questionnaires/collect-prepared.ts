import type { DbOrTx } from '../../db/client.ts';

/** What drizzle's `.prepare(name)` gives: a query built once, run with its placeholders' values. */
export interface PreparedQuery<T> {
  execute(placeholders?: Record<string, unknown>): Promise<T>;
}

const byDb = new WeakMap<object, Map<string, PreparedQuery<unknown>>>();
/** One statement name per shape, the same in every database handle: a name always stands for one SQL text. */
const names = new Map<string, string>();

/**
 * The prepared query of one query SHAPE (which filters are present, the sort, the direction; values are placeholders),
 * built on the first request of that shape and kept per database handle. Its SQL is built once, and on PostgreSQL
 * node-postgres runs it as a named prepared statement: parsed once per connection, its plan cached by PostgreSQL.
 * A transaction handle keeps its own for as long as it lives.
 */
export function preparedFor<T>(db: DbOrTx, shape: string, build: (name: string) => PreparedQuery<T>): PreparedQuery<T> {
  let kept = byDb.get(db);
  if (!kept) byDb.set(db, (kept = new Map()));
  let query = kept.get(shape) as PreparedQuery<T> | undefined;
  if (!query) {
    let name = names.get(shape);
    if (!name) names.set(shape, (name = `collect_${names.size + 1}`));
    query = build(name);
    kept.set(shape, query);
  }
  return query;
}
