/** What PostgreSQL (and PGlite, which answers the same way) says about a statement it refused. */
export interface DatabaseError {
  code: string;
  message: string;
  severity: string;
  constraint?: string;
  table?: string;
  column?: string;
}

/** The PostgreSQL error behind an error, if any: drizzle wraps it as the `cause` of a DrizzleQueryError. */
export function databaseError(err: unknown): DatabaseError | undefined {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const { code, severity } = e as Partial<DatabaseError>;
    // Node's system errors have codes too (EPIPE): PostgreSQL's always come with a severity.
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string') {
      return e as DatabaseError;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** SQLSTATE 23505: a row with the same key already exists (two requests raced past a service's own check). */
export const UNIQUE_VIOLATION = '23505';
