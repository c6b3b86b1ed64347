import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { WriteClock } from './write-clock.ts';

/**
 * How many rows a list has, without counting the whole firm on every page. Up to EXACT_TOTAL_LIMIT rows the
 * count is exact (it stops reading at one past the limit, so it costs little at any size): made on every page, or
 * on a database whose write clock sees every write (write-clock.ts) once and kept until anything is written.
 * Past it the full count is made once per list and filter, kept for TOTAL_TTL_MS, and answered as an estimate: the
 * API says `total_is_estimate` and the web shows "about". While a kept count is fresh no statement is run at all
 * (a big list's pages cost their page's query only), so a list that shrinks under the limit says "about" until
 * its count is made again.
 */
export const EXACT_TOTAL_LIMIT = 1000;
export const TOTAL_TTL_MS = 60_000;
const MAX_CACHED = 1000;

/**
 * A count's rows as the subquery `matching`, at most `limit` of them when given. The limit is written in the
 * statement (one statement per limit), not a placeholder: a plan kept for the statement (PGlite's, db/client.ts)
 * then knows the count stops there, where an unknown limit is planned as a tenth of the table (a sequential scan).
 */
export function upToLimit(matching: SQLWrapper, limit?: number): SQL {
  if (limit === undefined) return sql`(${matching}) as matching`;
  return sql`(${matching} limit ${sql.raw(String(Math.trunc(limit)))}) as matching`;
}

export interface ListTotal {
  total: number;
  estimate: boolean;
}

/** A kept count: an estimate kept for TOTAL_TTL_MS, or an exact one kept while the write clock stands at `epoch`. */
interface Kept {
  total: number;
  at: number;
  epoch?: number;
  /** The database it was counted on (its clock): another one's list of the same key is another list. */
  writes?: WriteClock;
}

const cached = new Map<string, Kept>();

export interface TotalOptions {
  now?: number;
  /** The database's clock if it sees every write (exactWriteClock): exact counts are then kept too. */
  writes?: WriteClock;
}

export async function listTotal(
  /** The firm, the list and everything that filters it (not the page, size or order). */
  key: string,
  countUpTo: (limit: number) => Promise<number>,
  countAll: () => Promise<number>,
  opts: TotalOptions = {},
): Promise<ListTotal> {
  const kept = keptTotal(key, opts);
  if (kept) return kept;
  const since = opts.writes?.epoch;
  return totalFrom(key, await countUpTo(EXACT_TOTAL_LIMIT + 1), countAll, { ...opts, since });
}

/** The kept count of a list while it holds (no statement needed), else null. */
export function keptTotal(key: string, { now = Date.now(), writes }: TotalOptions = {}): ListTotal | null {
  const hit = cached.get(key);
  if (!hit || hit.writes !== writes) return null;
  if (hit.epoch !== undefined) return writes?.epoch === hit.epoch ? { total: hit.total, estimate: false } : null;
  return now - hit.at < TOTAL_TTL_MS ? { total: hit.total, estimate: true } : null;
}

function keep(key: string, kept: Kept): void {
  cached.delete(key);
  if (cached.size >= MAX_CACHED) cached.delete(cached.keys().next().value!);
  cached.set(key, kept);
}

/**
 * listTotal for a list that counted up to EXACT_TOTAL_LIMIT + 1 itself, in its page's statement: exact up to the
 * limit, else counted in full once and kept. `since`: the clock's epoch read before that statement; an exact count
 * is kept only if nothing was written while it was made.
 */
export async function totalFrom(
  key: string,
  upTo: number,
  countAll: () => Promise<number>,
  { now = Date.now(), writes, since }: TotalOptions & { since?: number } = {},
): Promise<ListTotal> {
  if (upTo <= EXACT_TOTAL_LIMIT) {
    if (writes && since !== undefined && writes.epoch === since)
      keep(key, { total: upTo, at: now, epoch: since, writes });
    else cached.delete(key);
    return { total: upTo, estimate: false };
  }
  const total = await countAllOnce(key, countAll);
  keep(key, { total, at: now, writes });
  return { total, estimate: true };
}

const counting = new Map<string, Promise<number>>();

/**
 * A full count that requests for the same list ask at once is made once: when a big list's kept count expires, every
 * request then waiting would otherwise count the whole firm side by side. Shared only past the exact limit, where
 * the answer is an estimate anyway.
 */
function countAllOnce(key: string, countAll: () => Promise<number>): Promise<number> {
  let pending = counting.get(key);
  if (!pending) {
    pending = countAll().finally(() => counting.delete(key));
    counting.set(key, pending);
  }
  return pending;
}

/**
 * A page past the middle of a list read from its end instead: the same rows in the reverse order, so a
 * last page reads as few rows as a first one, whether the total is exact or kept. Null when reading forwards is cheaper.
 */
export function fromTheEnd(total: ListTotal, offset: number, limit: number): { offset: number; limit: number } | null {
  if (offset <= total.total / 2) return null;
  const end = Math.min(offset + limit, total.total);
  if (end <= offset) return { offset: 0, limit: 0 };
  return { offset: total.total - end, limit: end - offset };
}

/** The rows a page asks for: those fromTheEnd gave when reading from the end; none for a page size of -1 (all). */
export function pageWindow(
  rowsPerPage: number,
  page: number,
  reversed: { offset: number; limit: number } | null,
): { offset: number; limit: number } | null {
  if (rowsPerPage === -1) return null;
  return reversed ?? { offset: page * rowsPerPage, limit: rowsPerPage };
}

/**
 * A page of a list whose total is known, as the Entities and Users lists ask for it: read forwards, or past the
 * middle from the end and turned round here. `read` gets the direction to read in and the rows to read (null: all).
 */
export async function readPage<R>(
  total: ListTotal,
  q: { rows_per_page: number; page: number; descending?: boolean | null },
  read: (descending: boolean, window: { offset: number; limit: number } | null) => Promise<R[]>,
): Promise<R[]> {
  const reversed = q.rows_per_page === -1 ? null : fromTheEnd(total, q.page * q.rows_per_page, q.rows_per_page);
  const rows = await read(Boolean(q.descending) !== Boolean(reversed), pageWindow(q.rows_per_page, q.page, reversed));
  return reversed ? rows.reverse() : rows;
}
