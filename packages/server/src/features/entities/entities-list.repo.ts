import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { EntityListQuery } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { fromTheEnd, listTotal, pageWindow } from '../../db/list-total.ts';
import { companies, companyEntityTags, companyOwners, users } from '../../db/schema/index.ts';
import { tagsJson } from '../tags/index.ts';

/** Which entities a caller may list: a group-limited user only those of their group's clients. */
export interface EntityScope {
  groupId?: number | null;
}

function entityWhere(firmId: number, q: EntityListQuery, scope: EntityScope): SQL | undefined {
  const f = q.filters;
  const groupId = scope.groupId !== undefined ? scope.groupId : q.firm_group_id;
  return and(
    eq(companies.firmId, firmId),
    f.deleted ? isNotNull(companies.deletedAt) : isNull(companies.deletedAt),
    f.ids ? inArray(companies.id, f.ids.length ? f.ids : [0]) : undefined,
    f.entity_type?.length ? inArray(companies.entityType, f.entity_type) : undefined,
    f.inactive !== undefined ? eq(companies.inactive, f.inactive) : undefined,
    f.readonly_access !== undefined ? eq(companies.readonlyAccess, f.readonly_access) : undefined,
    f.client_manager_id?.length ? inArray(companies.clientManagerId, f.client_manager_id) : undefined,
    f.cpa_id?.length ? inArray(companies.cpaId, f.cpa_id) : undefined,
    f.tag_ids?.length
      ? sql`exists (select 1 from ${companyEntityTags} where ${companyEntityTags.companyId} = ${companies.id} and ${inArray(companyEntityTags.tagId, f.tag_ids)})`
      : undefined,
    // The primary contact (joined) decides an entity's group; a group user without a group sees none.
    groupId === null ? sql`false` : groupId !== undefined ? eq(users.groupId, groupId) : undefined,
    q.search ? searchWhere(firmId, q.search) : undefined,
  );
}

/**
 * The name match and the primary contact's email match, each read through its own trigram index and united:
 * an OR across the join would walk every entity of the firm. As an array (read once, before the page), the
 * matches are then fetched by primary key: as `in (…)` PostgreSQL hashed them against every entity of the firm.
 */
function searchWhere(firmId: number, search: string): SQL {
  const pattern = containsPattern(search);
  return sql`${companies.id} = any(array(
    select ${companies.id} from ${companies} where ${companies.firmId} = ${firmId} and ${ilike(companies.name, pattern)}
    union
    select ${companies.id} from ${users} inner join ${companies} on ${companies.userId} = ${users.id} and ${companies.firmId} = ${firmId}
    where ${users.firmId} = ${firmId} and ${ilike(users.email, pattern)}))`;
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
 */
export async function listEntities(db: DbOrTx, firmId: number, q: EntityListQuery, scope: EntityScope) {
  const where = entityWhere(firmId, q, scope);
  const total = await listTotal(
    `entities:${firmId}:${JSON.stringify([q.filters, q.search, q.firm_group_id, scope.groupId])}`,
    (limit) => countEntities(db, where, limit),
    () => countEntities(db, where),
  );
  const reversed = q.rows_per_page === -1 ? null : fromTheEnd(total, q.page * q.rows_per_page, q.rows_per_page);
  const direction = Boolean(q.descending) !== Boolean(reversed) ? desc : asc;
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
    .orderBy(direction(sortColumns[q.sort_by]), direction(companies.id));
  const window = pageWindow(q.rows_per_page, q.page, reversed);
  const paged = window ? base.limit(window.limit).offset(window.offset) : base;
  // The page's owners and tags come in the same statement, read for the page's rows only (after its limit).
  const page = paged.as('page');
  // Written out: drizzle leaves columns unqualified in a select from a subquery, and the owners' "id" is not the page's.
  const pageId = sql`"page"."id"`;
  const rows = await db
    .select({
      ...page._.selectedFields,
      owners: sql<EntityOwnerRow[]>`coalesce((select json_agg(json_build_object('id', ou.id, 'uid', ou.uid,
        'full_name', ou.fname || ' ' || ou.lname) order by ou.lname, ou.fname)
        from company_owners co inner join users ou on ou.id = co.user_id
        where co.firm_id = ${firmId} and co.company_id = ${pageId}), '[]'::json)`,
      entity_tags: tagsJson('entity', firmId, pageId),
    })
    .from(page)
    .orderBy(direction(page[pageSortFields[q.sort_by]]), direction(page.id));
  return { rows: reversed ? rows.reverse() : rows, total };
}

/** How many entities match; with `limit`, no more than that (it stops reading there). */
async function countEntities(db: DbOrTx, where: SQL | undefined, limit?: number): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(companies)
    .leftJoin(users, eq(users.id, companies.userId))
    .where(where);
  const [row] = await db
    .select({ n: sql<number>`cast(count(*) as integer)` })
    .from((limit === undefined ? matching : matching.limit(limit)).as('matching'));
  return row?.n ?? 0;
}

export async function countMatchingEntities(db: DbOrTx, firmId: number, q: EntityListQuery, scope: EntityScope) {
  return countEntities(db, entityWhere(firmId, q, scope));
}

export async function listEntityIds(db: DbOrTx, firmId: number, q: EntityListQuery, scope: EntityScope) {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .leftJoin(users, eq(users.id, companies.userId))
    .where(entityWhere(firmId, q, scope))
    .orderBy(asc(companies.id));
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
