import pino from 'pino';
import { databaseError, type DatabaseError } from './database-errors.ts';

/**
 * Paths that carry a secret themselves (issue 24 §6): a drop link, a secure-upload link or a template's
 * public link is the key to upload into a firm or start its questionnaire, and the test checkout and
 * identity sessions are a payment's and a check's. The web app's pages put their tokens in the query string.
 */
const TOKEN_IN_PATH =
  /^(\/api\/public\/(?:drop_links|secure_upload|templates)|\/template|\/api\/test-checkout|\/api\/test_verification|\/test-checkout|\/test-verification)\/[^/]+/;

/**
 * A URL as logs may keep it: no query string (sign-in links, setup links and the WebSocket carry tokens
 * there) and no token in the path.
 */
export function loggableUrl(url: string): string {
  return url.split('?')[0]!.replace(TOKEN_IN_PATH, '$1/[redacted]');
}

/**
 * PostgreSQL quotes the value it refused in some messages ('invalid input syntax for type integer: "..."');
 * the names of the constraint, table and column it reports are kept.
 */
function withoutValues(db: DatabaseError): string {
  const names = new Set([db.constraint, db.table, db.column, 'UTF8']);
  return db.message.replace(/"([^"]*)"/g, (quoted, inner: string) => (names.has(inner) ? quoted : '"[redacted]"'));
}

/**
 * An error as logs may keep it. A database error (drizzle's "Failed query: ... params: ...", PostgreSQL's
 * detail "Key (email)=(...)") carries the request's names, emails and message text: only its SQL state,
 * constraint, message (without quoted values), statement and stack frames are kept (issue 24 §1).
 */
function serializeError(err: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  const db = databaseError(err);
  const query = (err as { query?: unknown }).query;
  if (!db && typeof query !== 'string') return pino.stdSerializers.err(err);
  return {
    type: err.constructor.name,
    message: db ? withoutValues(db) : err.cause instanceof Error ? err.cause.message : 'Failed query',
    ...(db ? { code: db.code } : {}),
    ...(db?.constraint ? { constraint: db.constraint } : {}),
    ...(db?.table ? { table: db.table } : {}),
    ...(db?.column ? { column: db.column } : {}),
    ...(typeof query === 'string' ? { query: query.slice(0, 2000) } : {}),
    stack: (err.stack ?? '')
      .split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
  };
}

export const logSerializers = {
  req(req: { method: string; url: string; ip?: string; id?: string }) {
    return { method: req.method, url: loggableUrl(req.url), remoteAddress: req.ip, requestId: req.id };
  },
  res(reply: { statusCode: number }) {
    return { statusCode: reply.statusCode };
  },
  err: serializeError,
};
