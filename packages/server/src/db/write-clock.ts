/**
 * How many writes the database has begun or finished, as far as this process can know: a value read before a
 * read statement still equal later means nothing it depends on has changed since. Caches of what a read found
 * (the session lookup, a count, a list's answer) are valid only while it stays the same. On PGlite every statement
 * passes through this process (pglite-line.ts); on a PostgreSQL server, other processes' changes to any table are
 * announced (postgres-write-clock.ts).
 */
export interface WriteClock {
  readonly epoch: number;
}

/**
 * A statement that only reads: one plain SELECT. Everything else (CTEs, scripts of several statements, transactions)
 * counts as a write; a `;` followed by more text is taken for a second statement.
 */
const READ_ONLY = /^\s*select\s/i;
const ANOTHER_STATEMENT = /;\s*\S/;

/** A statement's text, from `query(text)`, a query config (`{ text }`) or the `sql` template's strings. */
export function isReadOnly(first: unknown): boolean {
  const text =
    typeof first === 'string'
      ? first
      : Array.isArray(first)
        ? String(first[0] ?? '')
        : typeof first === 'object' && first !== null && 'text' in first
          ? String((first as { text: unknown }).text)
          : '';
  return READ_ONLY.test(text) && !ANOTHER_STATEMENT.test(text);
}

/** Clocks that see every write, by the driver client drizzle runs on (a Db made over the same client shares it). */
const everyWrite = new WeakMap<object, WriteClock>();
const clientOf = (db: object): object => (db as { $client?: object }).$client ?? db;

/**
 * Marks the clock of `db` as one that sees every write to its data: PGlite's, whose statements all pass through
 * here, and a PostgreSQL server's, which hears the others' a few milliseconds after they commit.
 */
export function seesEveryWrite(db: object, writes: WriteClock): void {
  everyWrite.set(clientOf(db), writes);
}

/**
 * The clock of `db` if it sees every write to its data, so that anything read from it stays exact while the clock
 * stands still; undefined for a Db made otherwise (a test's own client).
 */
export function exactWriteClock(db: object): WriteClock | undefined {
  return everyWrite.get(clientOf(db));
}
