/**
 * How many writes the database has begun or finished, as far as this process can know: a value read before a
 * read statement still equal later means nothing it depends on has changed since. Caches of what a read found
 * (the session lookup) are valid only while it stays the same. On PGlite every statement passes through this
 * process (pglite-line.ts); on a PostgreSQL server, other processes' changes to what is cached are announced
 * (postgres-write-clock.ts).
 */
export interface WriteClock {
  readonly epoch: number;
}

/** A statement that only reads: a plain SELECT. Everything else (CTEs, scripts, transactions) counts as a write. */
const READ_ONLY = /^\s*select\s/i;

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
  return READ_ONLY.test(text);
}
