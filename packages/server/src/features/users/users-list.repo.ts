import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { UserListQuery } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { fromTheEnd, listTotal, pageWindow } from '../../db/list-total.ts';
import { userContactTags, users } from '../../db/schema/index.ts';
import { tagsJson } from '../tags/index.ts';

export interface UserScope {
  groupId?: number | null;
}

/** The name expression must match users_name_trgm_idx exactly for the index to serve searches. */
const fullNameExpr = sql`(${users.fname} || ' ' || ${users.lname})`;

function userWhere(firmId: number, q: UserListQuery, scope: UserScope): SQL | undefined {
  const f = q.filters;
  const groupId = scope.groupId !== undefined ? scope.groupId : q.firm_group_id;
  const advisorIds = f.assigned_advisor_id?.filter((id) => id > 0) ?? [];
  return and(
    eq(users.firmId, firmId),
    eq(users.isAdvisor, f.is_advisor ?? false),
    f.deleted ? isNotNull(users.deletedAt) : isNull(users.deletedAt),
    f.ids ? inArray(users.id, f.ids.length ? f.ids : [0]) : undefined,
    f.paying !== undefined ? eq(users.paying, f.paying) : undefined,
    f.readonly_access !== undefined ? eq(users.readonlyAccess, f.readonly_access) : undefined,
    f.firm_access?.length ? inArray(users.firmAccess, f.firm_access) : undefined,
    f.tag_ids?.length
      ? sql`exists (select 1 from ${userContactTags} where ${userContactTags.userId} = ${users.id} and ${inArray(userContactTags.tagId, f.tag_ids)})`
      : undefined,
    f.assigned_advisor_id?.length
      ? or(
          advisorIds.length ? inArray(users.assignedAdvisorId, advisorIds) : undefined,
          f.assigned_advisor_id.includes(-1) ? isNull(users.assignedAdvisorId) : undefined,
        )
      : undefined,
    groupId === null
      ? sql`false`
      : groupId === undefined
        ? undefined
        : // Assignee choices: staff in the group or in none (spec 000 §6); clients strictly in the group.
          f.is_advisor
          ? or(eq(users.groupId, groupId), isNull(users.groupId))
          : eq(users.groupId, groupId),
    q.search
      ? or(sql`${fullNameExpr} ilike ${containsPattern(q.search)}`, ilike(users.email, containsPattern(q.search)))
      : undefined,
  );
}

const sortColumns = {
  name: [users.lname, users.fname],
  email: [users.email],
  assigned_advisor: [users.assignedAdvisorId],
  updated_at: [users.updatedAt],
  created_at: [users.createdAt],
} as const;

/** Each sort's fields in the page's own columns, to keep the order once counts and tags are added. */
const pageSortFields = {
  name: ['lname', 'fname'],
  email: ['email'],
  assigned_advisor: ['assignedAdvisorId'],
  updated_at: ['updatedAt'],
  created_at: ['createdAt'],
} as const;

/** The page and its total, as the entities list does (list-total.ts): no page reads much more than its rows. */
export async function listUsers(db: DbOrTx, firmId: number, q: UserListQuery, scope: UserScope) {
  const where = userWhere(firmId, q, scope);
  const total = await listTotal(
    `users:${firmId}:${JSON.stringify([q.filters, q.search, q.firm_group_id, scope.groupId])}`,
    (limit) => countUsers(db, where, limit),
    () => countUsers(db, where),
  );
  const reversed = q.rows_per_page === -1 ? null : fromTheEnd(total, q.page * q.rows_per_page, q.rows_per_page);
  const direction = Boolean(q.descending) !== Boolean(reversed) ? desc : asc;
  const base = db
    .select({
      id: users.id,
      uid: users.uid,
      fname: users.fname,
      lname: users.lname,
      email: users.email,
      phoneNumber: users.phoneNumber,
      isAdvisor: users.isAdvisor,
      firmAccess: users.firmAccess,
      groupId: users.groupId,
      paying: users.paying,
      readonlyAccess: users.readonlyAccess,
      assignedAdvisorId: users.assignedAdvisorId,
      updatedAt: users.updatedAt,
      createdAt: users.createdAt,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(where)
    .orderBy(...sortColumns[q.sort_by].map((c) => direction(c)), direction(users.id));
  const window = pageWindow(q.rows_per_page, q.page, reversed);
  const paged = window ? base.limit(window.limit).offset(window.offset) : base;
  // The page's entity counts and tags come in the same statement, read for the page's rows only (after its limit).
  const page = paged.as('page');
  // Written out: drizzle leaves columns unqualified in a select from a subquery.
  const pageId = sql`"page"."id"`;
  const rows = await db
    .select({
      ...page._.selectedFields,
      entityCount: sql<number>`(select cast(count(*) as integer) from company_owners co
        where co.firm_id = ${firmId} and co.user_id = ${pageId})`,
      contactTags: tagsJson('contact', firmId, pageId),
    })
    .from(page)
    .orderBy(...pageSortFields[q.sort_by].map((f) => direction(page[f])), direction(page.id));
  return { rows: reversed ? rows.reverse() : rows, total };
}

/** How many users match; with `limit`, no more than that (it stops reading there). */
async function countUsers(db: DbOrTx, where: SQL | undefined, limit?: number) {
  const matching = db
    .select({ one: sql`1` })
    .from(users)
    .where(where);
  const [row] = await db
    .select({ n: sql<number>`cast(count(*) as integer)` })
    .from((limit === undefined ? matching : matching.limit(limit)).as('matching'));
  return row?.n ?? 0;
}

export const countMatchingUsers = (db: DbOrTx, firmId: number, q: UserListQuery, scope: UserScope) =>
  countUsers(db, userWhere(firmId, q, scope));

export async function listUserIds(db: DbOrTx, firmId: number, q: UserListQuery, scope: UserScope) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(userWhere(firmId, q, scope))
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}
