import {
  and,
  asc,
  desc,
  eq,
  fillPlaceholders,
  ilike,
  inArray,
  isNotNull,
  isNull,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { EntityListQuery } from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { listTotal, pageWindow, readPage, upToLimit } from '../../db/list-total.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { companies, companyEntityTags, companyOwners, users } from '../../db/schema/index.ts';
import { tagsJson } from '../tags/index.ts';

/** Which entities a caller may list: a group-limited user only those of their group's clients. */
export interface EntityScope {
  groupId?: number | null;
}

const p = sql.placeholder;

/**
 * Which conditions a query has (never their values): with the sort and direction, the key of its prepared
 * statement (db/prepared-query.ts). The values go in as placeholders, lists as one array each.
 */
interface EntityShape {
  deleted: boolean;
  ids: boolean;
  types: boolean;
  inactive: boolean;
  readonly: boolean;
  managers: boolean;
  cpas: boolean;
  tags: boolean;
  /** A group's clients only; none for a group-limited user without a group. */
  group: 'any' | 'one' | 'none';
  search: boolean;
}

interface EntityFilter {
  shape: EntityShape;
  key: string;
  values: Record<string, unknown>;
}

function entityFilter(firmId: number, q: EntityListQuery, scope: EntityScope): EntityFilter {
  const f = q.filters;
  const groupId = scope.groupId !== undefined ? scope.groupId : q.firm_group_id;
  const shape: EntityShape = {
    deleted: Boolean(f.deleted),
    ids: f.ids !== undefined,
    types: Boolean(f.entity_type?.length),
    inactive: f.inactive !== undefined,
    readonly: f.readonly_access !== undefined,
    managers: Boolean(f.client_manager_id?.length),
    cpas: Boolean(f.cpa_id?.length),
    tags: Boolean(f.tag_ids?.length),
    group: groupId === null ? 'none' : groupId === undefined ? 'any' : 'one',
    search: Boolean(q.search),
  };
  const values = {
    firmId,
    ids: f.ids,
    types: f.entity_type,
    inactive: f.inactive,
    readonly: f.readonly_access,
    managers: f.client_manager_id,
    cpas: f.cpa_id,
    tags: f.tag_ids,
    groupId,
    pattern: q.search ? containsPattern(q.search) : undefined,
  };
  return { shape, key: Object.values(shape).join(','), values };
}

/** `column = any($n)`: one parameter however many values (an empty list matches none). */
const anyOf = (column: SQLWrapper, name: string) => sql`${column} = any(${p(name)})`;

function entityWhere(s: EntityShape): SQL | undefined {
  return and(
    eq(companies.firmId, p('firmId')),
    s.deleted ? isNotNull(companies.deletedAt) : isNull(companies.deletedAt),
    s.ids ? anyOf(companies.id, 'ids') : undefined,
    s.types ? anyOf(companies.entityType, 'types') : undefined,
    s.inactive ? eq(companies.inactive, p('inactive')) : undefined,
    s.readonly ? eq(companies.readonlyAccess, p('readonly')) : undefined,
    s.managers ? anyOf(companies.clientManagerId, 'managers') : undefined,
    s.cpas ? anyOf(companies.cpaId, 'cpas') : undefined,
    s.tags
      ? sql`exists (select 1 from ${companyEntityTags} where ${companyEntityTags.companyId} = ${companies.id} and ${anyOf(companyEntityTags.tagId, 'tags')})`
      : undefined,
    // The primary contact (joined) decides an entity's group; a group user without a group sees none.
    s.group === 'none' ? sql`false` : s.group === 'one' ? eq(users.groupId, p('groupId')) : undefined,
    s.search ? searchWhere() : undefined,
  );
}

/**
 * The name match and the primary contact's email match, each read through its own trigram index and united:
 * an OR across the join would walk every entity of the firm. As an array (read once, before the page), the
 * matches are then fetched by primary key: as `in (…)` PostgreSQL hashed them against every entity of the firm.
 */
function searchWhere(): SQL {
  return sql`${companies.id} = any(array(
    select ${companies.id} from ${companies} where ${companies.firmId} = ${p('firmId')} and ${ilike(companies.name, p('pattern'))}
    union
    select ${companies.id} from ${users} inner join ${companies} on ${companies.userId} = ${users.id} and ${companies.firmId} = ${p('firmId')}
    where ${users.firmId} = ${p('firmId')} and ${ilike(users.email, p('pattern'))}))`;
}

/** Sorts on the entity's own columns: a search page sorts and cuts each match on its own (searchPageWhere). */
const ownSorts = new Set<EntityListQuery['sort_by']>(['name', 'entity_type', 'updated_at', 'created_at']);

/**
 * A search's page for a sort on the entity's own columns, as its ids: each match (the name, the primary contact's
 * email) read through its trigram index, sorted and cut at the page's end (`end` = offset + limit) on its own,
 * then the two merged and cut to the page. Only the page's rows are then fetched and joined, not every match.
 * The matching contacts are an array (read once): joined, a database without statistics (PGlite) can plan a
 * search of every contact for each entity of the firm.
 * `offset 0` keeps a branch from walking the sort's index until the page fills: matches bunch together in that
 * order (every "Garcia…" name), which the planner cannot know, so the walk can read most of the firm.
 */
function searchPageWhere(shape: EntityShape, sortBy: EntityListQuery['sort_by'], descending: boolean): SQL {
  const filters = entityWhere({ ...shape, search: false });
  const direction = sql.raw(descending ? 'desc' : 'asc');
  const order = sql`"k" ${direction}, "id" ${direction}`;
  const branch = (match: SQL | undefined) =>
    sql`(select "id", "k" from (select ${companies.id} as "id", ${sortColumns[sortBy]} as "k" from ${companies}
      left join ${users} on ${users.id} = ${companies.userId} where ${and(filters, match)} offset 0) as "branch"
      order by ${order} limit ${p('end')})`;
  const contacts = sql`array(select ${users.id} from ${users}
    where ${users.firmId} = ${p('firmId')} and ${ilike(users.email, p('pattern'))})`;
  return sql`${companies.id} = any(array(select "id" from (
    ${branch(ilike(companies.name, p('pattern')))} union ${branch(sql`${companies.userId} = any(${contacts})`)}
  ) as "matches" order by ${order} limit ${p('limit')} offset ${p('offset')}))`;
}

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

const sortColumns = {
  name: companies.name,
  entity_type: companies.entityType,
  primary_contact: users.lname,
  updated_at: companies.updatedAt,
  created_at: companies.createdAt,
} as const;

/**
 * The page and its total: the total is exact up to a limit and past it counted once per filter (list-total.ts),
 * and a page past the middle of a big list is read from its end, so no page reads much more than its rows.
 * Every statement is prepared once per shape (db/prepared-query.ts): a request builds no SQL.
 */
export async function listEntities(db: Db, firmId: number, q: EntityListQuery, scope: EntityScope) {
  const filter = entityFilter(firmId, q, scope);
  const total = await listTotal(
    `entities:${firmId}:${JSON.stringify([q.filters, q.search, q.firm_group_id, scope.groupId])}`,
    (limit) => countEntities(db, filter, limit),
    () => countEntities(db, filter),
  );
  const rows = await readPage(total, q, (descending, window) =>
    preparedQuery(
      db,
      `entities:page:${filter.key}:${q.sort_by}:${descending}:${Boolean(window)}`,
      (db) => entityPageQuery(db, filter.shape, q.sort_by, descending, Boolean(window)),
      { planOnce: !filter.shape.search },
    ).execute(pageValues(filter, window)),
  );
  return { rows, total };
}

/** A page statement's values: the filter's, and the rows to read (`end`: where a search's page ends). */
function pageValues(filter: EntityFilter, window: { offset: number; limit: number } | null) {
  return { ...filter.values, ...window, end: window && window.offset + window.limit };
}

/**
 * The SQL and values of a page of the Entities list, as listEntities runs it: for bench/lists-load.ts, which runs
 * the same statement on a bare server beside the portal, to tell the statement's own cost from the portal's.
 */
export function entityPageStatement(db: Db, firmId: number, q: EntityListQuery) {
  const filter = entityFilter(firmId, q, {});
  const window = pageWindow(q.rows_per_page, q.page, null);
  const { sql: text, params } = entityPageQuery(
    db,
    filter.shape,
    q.sort_by,
    Boolean(q.descending),
    Boolean(window),
  ).toSQL();
  return { text, values: fillPlaceholders(params, pageValues(filter, window)) };
}

function entityPageQuery(
  db: Db,
  shape: EntityShape,
  sortBy: EntityListQuery['sort_by'],
  descending: boolean,
  paged: boolean,
) {
  const direction = descending ? desc : asc;
  // A search page sorted on the entity's own columns finds its page's ids first (searchPageWhere).
  const searchPage = paged && shape.search && ownSorts.has(sortBy);
  const where = searchPage
    ? and(entityWhere({ ...shape, search: false }), searchPageWhere(shape, sortBy, descending))
    : entityWhere(shape);
  const base = db
    .select({
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
    })
    .from(companies)
    .leftJoin(users, eq(users.id, companies.userId))
    .where(where)
    .orderBy(direction(sortColumns[sortBy]), direction(companies.id));
  // The page's owners and tags come in the same statement, read for the page's rows only (after its limit).
  const page = (paged && !searchPage ? base.limit(p('limit')).offset(p('offset')) : base).as('page');
  // Written out: drizzle leaves columns unqualified in a select from a subquery, and the owners' "id" is not the page's.
  const pageId = sql`"page"."id"`;
  return db
    .select({
      ...page._.selectedFields,
      owners: sql<EntityOwnerRow[]>`coalesce((select json_agg(json_build_object('id', ou.id, 'uid', ou.uid,
        'full_name', ou.fname || ' ' || ou.lname) order by ou.lname, ou.fname)
        from company_owners co inner join users ou on ou.id = co.user_id
        where co.firm_id = ${p('firmId')} and co.company_id = ${pageId}), '[]'::json)`,
      entity_tags: tagsJson('entity', p('firmId'), pageId),
    })
    .from(page)
    .orderBy(direction(page[pageSortFields[sortBy]]), direction(page.id));
}

/** How many entities match; with `limit`, no more than that (it stops reading there). */
async function countEntities(db: Db, filter: EntityFilter, limit?: number): Promise<number> {
  const query = preparedQuery(
    db,
    `entities:count:${filter.key}:${limit ?? 'all'}`,
    (db) => {
      const matching = db
        .select({ one: sql`1` })
        .from(companies)
        .leftJoin(users, eq(users.id, companies.userId))
        .where(entityWhere(filter.shape));
      return db.select({ n: sql<number>`cast(count(*) as integer)` }).from(upToLimit(matching, limit));
    },
    { planOnce: !filter.shape.search },
  );
  const [row] = await query.execute(filter.values);
  return row?.n ?? 0;
}

export async function countMatchingEntities(db: Db, firmId: number, q: EntityListQuery, scope: EntityScope) {
  return countEntities(db, entityFilter(firmId, q, scope));
}

export async function listEntityIds(db: Db, firmId: number, q: EntityListQuery, scope: EntityScope) {
  const filter = entityFilter(firmId, q, scope);
  const query = preparedQuery(db, `entities:ids:${filter.key}`, (db) =>
    db
      .select({ id: companies.id })
      .from(companies)
      .leftJoin(users, eq(users.id, companies.userId))
      .where(entityWhere(filter.shape))
      .orderBy(asc(companies.id)),
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
