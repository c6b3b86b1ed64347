import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { EntityListQuery } from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { countRows, pageRowsWhere, preparedPage, readList } from '../../db/list-query.ts';
import { EXACT_TOTAL_LIMIT, keptTotal, pageWindow, totalFrom } from '../../db/list-total.ts';
import { hasTrigram } from '../../db/like.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { exactWriteClock } from '../../db/write-clock.ts';
import { companies, companyOwners, users } from '../../db/schema/index.ts';
import { tagsJson } from '../tags/index.ts';
import {
  entityFilter,
  entityWhere,
  searchMatches,
  searchPageIds,
  sortColumns,
  type EntityFilter,
  type EntityScope,
  type EntityShape,
} from './entities-list-filter.ts';

export type { EntityScope } from './entities-list-filter.ts';

const p = sql.placeholder;

/** A page's owner, as the list shows it. */
export interface EntityOwnerRow {
  id: number;
  uid: string;
  full_name: string;
}

/** Each sort's field in the page's own columns, to keep the order once owners and tags are added. */
const pageSortFields = {
  name: 'name',
  entity_type: 'entity_type',
  primary_contact: 'primary_contact_lname',
  updated_at: 'updated_at',
  created_at: 'created_at',
} as const;

/**
 * The page and its total, read as every list is (db/list-query.ts); a search's page reads its matches instead.
 */
export async function listEntities(db: Db, firmId: number, q: EntityListQuery, scope: EntityScope) {
  const filter = entityFilter(firmId, q, scope);
  const key = `entities:${firmId}:${JSON.stringify([q.filters, q.search, q.firm_group_id, scope.groupId])}`;
  if (readsMatches(filter.shape, q)) return listSearchPage(db, filter, q, key);
  return readList(db, {
    totalKey: key,
    count: (limit) => countEntities(db, filter, limit),
    q,
    page: preparedPage(
      db,
      `entities:page:${filter.key}:${q.sort_by}`,
      filter.values,
      (db, descending, paged) => entityPageQuery(db, filter.shape, q.sort_by, descending, paged),
      { planOnce: !filter.shape.search },
    ),
  });
}

/** A search's page: read from its matches, with their count (searchPageQuery). */
const readsMatches = (shape: EntityShape, q: EntityListQuery) => shape.search && q.rows_per_page !== -1;

/**
 * A search's page and its total in one statement (searchPageQuery), unless its total is kept (list-total.ts): then its
 * page alone, which sorts only the first matches of each kind (searchPageIds).
 */
async function listSearchPage(db: Db, filter: EntityFilter, q: EntityListQuery, key: string) {
  const window = pageWindow(q.rows_per_page, q.page, null)!;
  const values = { ...filter.values, ...window, end: window.offset + window.limit };
  const planOnceOnServer = searchPlannedOnce(q);
  const statement = `${filter.key}:${q.sort_by}:${Boolean(q.descending)}:${planOnceOnServer}`;
  const writes = exactWriteClock(db);
  const kept = keptTotal(key, { writes });
  if (kept) {
    const rows = await preparedQuery(
      db,
      `entities:search-page:${statement}`,
      (db) => searchPageQuery(db, filter.shape, q.sort_by, Boolean(q.descending), false, planOnceOnServer),
      { planOnceOnServer, planOnce: planOnceOnServer },
    ).execute(values);
    return { rows, total: kept };
  }
  const since = writes?.epoch;
  const rows = await preparedQuery(
    db,
    `entities:search-page-counted:${statement}`,
    (db) => searchPageQuery(db, filter.shape, q.sort_by, Boolean(q.descending), true, planOnceOnServer),
    { planOnceOnServer },
  ).execute(values);
  // A page past the last match has no row to carry the count: it is then made on its own.
  const matched = rows[0]?.total ?? (await countEntities(db, filter, undefined, planOnceOnServer));
  const total = await totalFrom(key, Math.min(matched, EXACT_TOTAL_LIMIT + 1), () => Promise.resolve(matched), {
    writes,
    since,
  });
  return { rows, total };
}

/** A page's own columns: the entity's and its primary contact's. */
const pageColumns = {
  id: companies.id,
  hash_id: companies.hashId,
  name: companies.name,
  entity_type: companies.entityType,
  business_email: companies.businessEmail,
  inactive: companies.inactive,
  readonly_access: companies.readonlyAccess,
  paying: companies.paying,
  user_id: companies.userId,
  primary_contact_fname: users.fname,
  primary_contact_lname: users.lname,
  primary_contact_email: users.email,
  client_manager_id: companies.clientManagerId,
  cpa_id: companies.cpaId,
  external_entity_id: companies.externalEntityId,
  updated_at: companies.updatedAt,
  created_at: companies.createdAt,
  deleted_at: companies.deletedAt,
};

/**
 * The entities `where` picks in the sort's order, with their primary contact; their first `limit` after `offset` when
 * paged, as a deferred join (db/list-query.ts pageRowsWhere). Every sort and filter is on the entity's own columns
 * (the primary contact's name and group are copied onto it, migration 0061), so the page's ids need no join.
 */
function pageOf(
  db: Db,
  where: SQL | undefined,
  sortBy: EntityListQuery['sort_by'],
  descending: boolean,
  paged: boolean,
) {
  const direction = descending ? desc : asc;
  const order = [direction(sortColumns[sortBy]), direction(companies.id)];
  return db
    .select(pageColumns)
    .from(companies)
    .leftJoin(users, eq(users.id, companies.userId))
    .where(pageRowsWhere(db, { table: companies, id: companies.id, firmId: companies.firmId, where, order, paged }))
    .orderBy(...order)
    .as('page');
}

/** A page's rows with each one's owners and tags, read for the page's rows only (after its limit). */
function rowsOf(page: ReturnType<typeof pageOf>) {
  // Written out: drizzle leaves columns unqualified in a select from a subquery, and the owners' "id" is not the page's.
  const pageId = sql`"page"."id"`;
  return {
    ...page._.selectedFields,
    owners: sql<EntityOwnerRow[]>`coalesce((select json_agg(json_build_object('id', ou.id, 'uid', ou.uid,
      'full_name', ou.fname || ' ' || ou.lname) order by ou.lname, ou.fname)
      from company_owners co inner join users ou on ou.id = co.user_id
      where co.firm_id = ${p('firmId')} and co.company_id = ${pageId}), '[]'::json)`,
    entity_tags: tagsJson('entity', p('firmId'), pageId),
  };
}

function pageOrder(page: ReturnType<typeof pageOf>, sortBy: EntityListQuery['sort_by'], descending: boolean) {
  const direction = descending ? desc : asc;
  return [direction(page[pageSortFields[sortBy]]), direction(page.id)];
}

function entityPageQuery(
  db: Db,
  shape: EntityShape,
  sortBy: EntityListQuery['sort_by'],
  descending: boolean,
  paged: boolean,
) {
  const page = pageOf(db, entityWhere(shape), sortBy, descending, paged);
  return db
    .select(rowsOf(page))
    .from(page)
    .orderBy(...pageOrder(page, sortBy, descending));
}

/**
 * A search's page for a sort on the entity's own columns; `counted`, with how many match, in the same statement: the
 * matches are then read once (searchMatches: each through its trigram index), counted, and sorted to cut the page's
 * ids, whose rows alone are then fetched (a lateral join) and joined. Uncounted, its ids are cut by searchPageIds,
 * `plannedOnce` when its plan is made without the pattern.
 */
function searchPageQuery(
  db: Db,
  shape: EntityShape,
  sortBy: EntityListQuery['sort_by'],
  descending: boolean,
  counted: boolean,
  plannedOnce: boolean,
) {
  const firm = eq(companies.firmId, p('firmId'));
  if (!counted) {
    const ids = searchPageIds(shape, sortBy, descending, plannedOnce);
    const page = pageOf(db, and(firm, ids), sortBy, descending, false);
    return db
      .select({ ...rowsOf(page), total: sql<null>`null` })
      .from(page)
      .orderBy(...pageOrder(page, sortBy, descending));
  }
  // The matches counted, and sorted once for the page's ids. Not a WITH query: the write clock (db/write-clock.ts)
  // counts every statement that is not a plain SELECT as a write, which would empty the session cache.
  const dir = sql.raw(descending ? 'desc' : 'asc');
  const matched = sql`(select cast(count(*) as integer) as "total",
    (array_agg("id" order by "k" ${dir}, "id" ${dir}))[${p('offset')}::int + 1 : ${p('offset')}::int + ${p('limit')}::int] as "ids"
    from (${searchMatches(shape, sortColumns[sortBy])}) as "matches") as "matched"`;
  const page = pageOf(db, and(firm, sql`${companies.id} = any("matched"."ids")`), sortBy, descending, false);
  return db
    .select({ ...rowsOf(page), total: sql<number | null>`"matched"."total"` })
    .from(matched)
    .crossJoinLateral(page)
    .orderBy(...pageOrder(page, sortBy, descending));
}

/**
 * A search's statements keep one plan on PostgreSQL when its pattern has trigrams (PGlite plans them as it chooses,
 * but for a page without its count): the name's matches are then read through the firm's own keys of their trigrams
 * (companies_firm_name_keys_idx, db/like.ts entityNameContains) or along the term's pair of words, whatever the firm's
 * size, and the primary contact's email through users_email_trgm_idx as before; planning was a fifth of the
 * statement's time (1.5 of 6.5 ms at 100,000 entities). On PGlite, a page sorted by name planned for each term took a
 * request 7.8 ms at 10,000 entities, planned once 3.3 (medians). A pattern without one is planned for its value, which
 * then reads the firm's rows instead.
 */
const searchPlannedOnce = (q: EntityListQuery) => Boolean(q.search && hasTrigram(q.search));

/** How many entities match; with `limit`, no more than that (it stops reading there). */
function countEntities(db: Db, filter: EntityFilter, limit?: number, planOnceOnServer = false): Promise<number> {
  // A search counts its matches, each read through its trigram index (searchMatches).
  const matching = (db: Db) =>
    filter.shape.search
      ? searchMatches(filter.shape)
      : db
          .select({ one: sql`1` })
          .from(companies)
          .where(entityWhere(filter.shape));
  return countRows(db, `entities:count:${filter.key}:${planOnceOnServer}`, matching, filter.values, {
    limit,
    planOnce: !filter.shape.search,
    planOnceOnServer,
  });
}

export async function countMatchingEntities(db: Db, firmId: number, q: EntityListQuery, scope: EntityScope) {
  return countEntities(db, entityFilter(firmId, q, scope));
}

export async function listEntityIds(db: Db, firmId: number, q: EntityListQuery, scope: EntityScope) {
  const filter = entityFilter(firmId, q, scope);
  const query = preparedQuery(db, `entities:ids:${filter.key}`, (db) =>
    db.select({ id: companies.id }).from(companies).where(entityWhere(filter.shape)).orderBy(asc(companies.id)),
  );
  const rows = await query.execute(filter.values);
  return rows.map((r) => r.id);
}

export async function ownersOf(db: DbOrTx, firmId: number, companyIds: number[]) {
  if (companyIds.length === 0) return [];
  return db
    .select({
      company_id: companyOwners.companyId,
      id: users.id,
      uid: users.uid,
      fname: users.fname,
      lname: users.lname,
    })
    .from(companyOwners)
    .innerJoin(users, eq(users.id, companyOwners.userId))
    .where(and(eq(companyOwners.firmId, firmId), inArray(companyOwners.companyId, companyIds)))
    .orderBy(asc(users.lname), asc(users.fname));
}
