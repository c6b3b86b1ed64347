import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './client.ts';
import {
  EXACT_TOTAL_LIMIT,
  fromTheEnd,
  keptTotal,
  listTotal,
  readPage,
  totalFrom,
  upToLimit,
  type ListTotal,
} from './list-total.ts';
import { preparedQuery, type PreparedOptions } from './prepared-query.ts';
import { exactWriteClock } from './write-clock.ts';

/**
 * A paged list read the one way (issue 39 §1): its filter → its total (exact, kept or estimated: list-total.ts) →
 * the page's window, from the nearer end (readPage) → the page's ids from the sort's index (pageRowsWhere) → its
 * rows. A list gives only its filter, its count and its page statement; every statement is prepared once per shape
 * (prepared-query.ts), so a request builds no SQL.
 */

const p = sql.placeholder;

/** A page as the lists' queries ask for it. */
export interface PageRequest {
  rows_per_page: number;
  page: number;
  descending?: boolean | null;
}

export async function readList<R>(
  db: DbOrTx,
  list: {
    /** The firm, the list and everything that filters it (not the page, size or order): its total's key. */
    totalKey: string;
    /** How many rows match; with `limit`, no more than that. */
    count: (limit?: number) => Promise<number>;
    q: PageRequest;
    /** The rows in `descending` order, `limit` of them after `offset` (null: every row). */
    page: (descending: boolean, window: Window) => Promise<R[]>;
  },
): Promise<{ rows: R[]; total: ListTotal }> {
  const total = await listTotal(
    list.totalKey,
    (limit) => list.count(limit),
    () => list.count(),
    { writes: exactWriteClock(db) },
  );
  return { rows: await readPage(total, list.q, list.page), total };
}

/**
 * readList for a list whose page statement can also count its matches (Collect, conversations): while no kept total
 * holds and the page starts within `countedWithin` rows, one statement reads the page forwards and counts up to
 * EXACT_TOTAL_LIMIT + 1 (`counted`). Otherwise the total comes first (kept, or counted: list-total.ts) and the page is
 * read from the nearer end (`page` is told which way; it turns a reversed page round itself).
 */
export async function readCountedList<P>(
  db: DbOrTx,
  list: {
    /** As readList's. */
    totalKey: string;
    offset: number;
    perPage: number;
    countedWithin: number;
    /** The page from `offset`, forwards, with how many match up to the limit; null when no row carried the count. */
    counted: (upTo: number) => Promise<{ page: P; upTo: number | null }>;
    /** How many rows match; with `limit`, no more than that. */
    count: (limit?: number) => Promise<number>;
    page: (window: { offset: number; limit: number; reversed: boolean }) => Promise<P>;
  },
): Promise<{ page: P; total: ListTotal }> {
  const writes = exactWriteClock(db);
  const countAll = () => list.count();
  const kept = keptTotal(list.totalKey, { writes });
  if (!kept && list.offset < list.countedWithin) {
    const since = writes?.epoch;
    const { page, upTo } = await list.counted(EXACT_TOTAL_LIMIT + 1);
    // A page past the last row has no row to carry the count, and no row to show: the count is made on its own.
    const total =
      upTo === null
        ? await listTotal(list.totalKey, list.count, countAll, { writes })
        : await totalFrom(list.totalKey, upTo, countAll, { writes, since });
    return { page, total };
  }
  const total = kept ?? (await listTotal(list.totalKey, list.count, countAll, { writes }));
  const reversed = fromTheEnd(total, list.offset, list.perPage);
  const window = reversed ?? { offset: list.offset, limit: list.perPage };
  return { page: await list.page({ ...window, reversed: reversed !== null }), total };
}

type Window = { offset: number; limit: number } | null;

/**
 * readList's `page` from a statement prepared once per shape (prepared-query.ts): `key` names the list, its filter
 * shape and its sort; the direction and whether it is paged complete it.
 */
export function preparedPage<R>(
  db: Db,
  key: string,
  values: Record<string, unknown>,
  build: (
    db: Db,
    descending: boolean,
    paged: boolean,
  ) => { prepare(name: string): { execute(values: Record<string, unknown>): Promise<R[]> }; toSQL?(): { sql: string } },
  opts: PreparedOptions = {},
): (descending: boolean, window: Window) => Promise<R[]> {
  return (descending, window) =>
    preparedQuery(
      db,
      `${key}:${descending}:${Boolean(window)}`,
      (db) => build(db, descending, Boolean(window)),
      opts,
    ).execute({ ...values, ...window });
}

/**
 * How many rows `matching` selects; with `limit`, no more than that (it stops reading there). Prepared once per
 * `key` (the list's name and filter shape) and limit.
 */
export async function countRows(
  db: Db,
  key: string,
  matching: (db: Db) => SQLWrapper,
  values: Record<string, unknown>,
  opts: PreparedOptions & { limit?: number } = {},
): Promise<number> {
  const { limit, ...planning } = opts;
  const query = preparedQuery(
    db,
    `${key}:${limit ?? 'all'}`,
    (db) => db.select({ n: sql<number>`cast(count(*) as integer)` }).from(upToLimit(matching(db), limit)),
    planning,
  );
  const [row] = await query.execute(values);
  return row?.n ?? 0;
}

/**
 * Which rows a page statement reads. Paged, a deferred join (issue 39 §2): the page's ids are cut first (`limit`
 * after `offset`) from the sort's index of the firm's rows, which carries the list's filter columns, so an
 * index-only scan, and only those rows are then read in full by primary key. Unpaged (every row), the filter itself.
 */
export function pageRowsWhere(
  db: Db,
  list: { table: PgTable; id: PgColumn; firmId: PgColumn; where: SQL | undefined; order: SQL[]; paged: boolean },
): SQL | undefined {
  if (!list.paged) return list.where;
  const pageIds = db
    .select({ id: list.id })
    .from(list.table)
    .where(list.where)
    .orderBy(...list.order)
    .limit(p('limit'))
    .offset(p('offset'));
  return and(eq(list.firmId, p('firmId')), sql`${list.id} = any(array(${pageIds}))`);
}

/**
 * A page of a list that says whether more rows follow (`has_more`) instead of counting them (Deliver, signature
 * requests; `page` counts from 1): its ids first, one past the page, from the sort's index (`pageIds`: `limit` ids
 * after `offset`), then only the page's own rows by id (`rowsOf`), in the ids' order. A deferred join in two
 * statements: the page's ids come from an index-only scan, whatever the list's filters and sort, and no row past the
 * page is read in full.
 */
export async function readPageOfIds<R>(
  q: { per_page: number; page: number },
  pageIds: (limit: number, offset: number) => Promise<number[]>,
  rowsOf: (ids: number[]) => Promise<R[]>,
  idOf: (row: R) => number,
): Promise<{ rows: R[]; hasMore: boolean }> {
  const ids = await pageIds(q.per_page + 1, (q.page - 1) * q.per_page);
  const shown = ids.slice(0, q.per_page);
  const byId = new Map((shown.length ? await rowsOf(shown) : []).map((row) => [idOf(row), row]));
  return { rows: shown.flatMap((id) => byId.get(id) ?? []), hasMore: ids.length > q.per_page };
}
