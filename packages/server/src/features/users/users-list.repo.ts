import { and, asc, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { UserListQuery } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { containsPattern, isShortSearch } from '../../db/like.ts';
import { countRows, pageRowsWhere, preparedPage, readList } from '../../db/list-query.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { userContactTags, users } from '../../db/schema/index.ts';
import { tagsJson } from '../tags/index.ts';

export interface UserScope {
  groupId?: number | null;
}

/** The name expression must match users_name_trgm_idx exactly for the index to serve searches. */
const fullNameExpr = sql`(${users.fname} || ' ' || ${users.lname})`;

const p = sql.placeholder;

/**
 * Which conditions a query has (never their values): with the sort and direction, the key of its prepared
 * statement (db/prepared-query.ts). The values go in as placeholders, lists as one array each.
 */
interface UserShape {
  deleted: boolean;
  ids: boolean;
  paying: boolean;
  readonly: boolean;
  access: boolean;
  tags: boolean;
  /** assigned_advisor_id: some advisors, and/or (-1) those with none. */
  advisors: boolean;
  noAdvisor: boolean;
  /** A group's users only (staff: or those in none); none for a group-limited user without a group. */
  group: 'any' | 'one' | 'none';
  staff: boolean;
  search: boolean;
  /** A search without trigrams (isShortSearch), planned for its value: tested on the rows the plan reads (searchWhere). */
  shortSearch: boolean;
}

interface UserFilter {
  shape: UserShape;
  key: string;
  values: Record<string, unknown>;
}

function userFilter(firmId: number, q: UserListQuery, scope: UserScope): UserFilter {
  const f = q.filters;
  const groupId = scope.groupId !== undefined ? scope.groupId : q.firm_group_id;
  const advisorIds = f.assigned_advisor_id?.filter((id) => id > 0) ?? [];
  const shape: UserShape = {
    deleted: Boolean(f.deleted),
    ids: f.ids !== undefined,
    paying: f.paying !== undefined,
    readonly: f.readonly_access !== undefined,
    access: Boolean(f.firm_access?.length),
    tags: Boolean(f.tag_ids?.length),
    advisors: Boolean(f.assigned_advisor_id?.length) && advisorIds.length > 0,
    noAdvisor: Boolean(f.assigned_advisor_id?.includes(-1)),
    group: groupId === null ? 'none' : groupId === undefined ? 'any' : 'one',
    staff: f.is_advisor ?? false,
    search: Boolean(q.search),
    shortSearch: isShortSearch(q.search),
  };
  const values = {
    firmId,
    ids: f.ids,
    paying: f.paying,
    readonly: f.readonly_access,
    access: f.firm_access,
    tags: f.tag_ids,
    advisors: advisorIds,
    groupId,
    pattern: q.search ? containsPattern(q.search) : undefined,
  };
  return { shape, key: Object.values(shape).join(','), values };
}

/** `column = any($n)`: one parameter however many values (an empty list matches none). */
const anyOf = (column: SQLWrapper, name: string) => sql`${column} = any(${p(name)})`;

function userWhere(s: UserShape): SQL | undefined {
  return and(
    eq(users.firmId, p('firmId')),
    eq(users.isAdvisor, s.staff),
    s.deleted ? isNotNull(users.deletedAt) : isNull(users.deletedAt),
    s.ids ? anyOf(users.id, 'ids') : undefined,
    s.paying ? eq(users.paying, p('paying')) : undefined,
    s.readonly ? eq(users.readonlyAccess, p('readonly')) : undefined,
    s.access ? anyOf(users.firmAccess, 'access') : undefined,
    // The tagged users as an array read once from the tags' index: tested one by one (exists), the firm was read.
    s.tags
      ? sql`${users.id} = any(array(select ${userContactTags.userId} from ${userContactTags} where ${userContactTags.firmId} = ${p('firmId')} and ${anyOf(userContactTags.tagId, 'tags')}))`
      : undefined,
    s.advisors || s.noAdvisor
      ? or(
          s.advisors ? anyOf(users.assignedAdvisorId, 'advisors') : undefined,
          s.noAdvisor ? isNull(users.assignedAdvisorId) : undefined,
        )
      : undefined,
    s.group === 'none'
      ? sql`false`
      : s.group === 'any'
        ? undefined
        : // Assignee choices: staff in the group or in none (spec 000 §6); clients strictly in the group.
          s.staff
          ? or(eq(users.groupId, p('groupId')), isNull(users.groupId))
          : eq(users.groupId, p('groupId')),
    s.search ? searchWhere(s.shortSearch) : undefined,
  );
}

/**
 * The name or email matches, read through their trigram indexes into an array before the page: whatever the
 * pattern, even in the statement's generic plan (which cannot see it), instead of walking the firm's list index
 * in order and testing every user against the pattern. A `short` pattern (no trigram: the indexes would be read
 * whole) is tested on the rows instead, in a plan made for it: it matches many, so walking the sort's index finds a
 * page's worth soon (70 → 15 ms for "ga" among 100,000 clients), and the statistics tell the planner when not.
 */
function searchWhere(short: boolean): SQL {
  const matches = sql`(${fullNameExpr} ilike ${p('pattern')} or ${ilike(users.email, p('pattern'))})`;
  if (short) return matches;
  return sql`${users.id} = any(array(
    select ${users.id} from ${users} where ${users.firmId} = ${p('firmId')} and ${matches}))`;
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

/** The page and its total, read as every list is (db/list-query.ts). */
export function listUsers(db: Db, firmId: number, q: UserListQuery, scope: UserScope) {
  const filter = userFilter(firmId, q, scope);
  return readList(db, {
    totalKey: `users:${firmId}:${JSON.stringify([q.filters, q.search, q.firm_group_id, scope.groupId])}`,
    count: (limit) => countUsers(db, filter, limit),
    q,
    page: preparedPage(
      db,
      `users:page:${filter.key}:${q.sort_by}`,
      filter.values,
      (db, descending, paged) => userPageQuery(db, filter.shape, q.sort_by, descending, paged),
      { planOnce: !filter.shape.search },
    ),
  });
}

function userPageQuery(
  db: Db,
  shape: UserShape,
  sortBy: UserListQuery['sort_by'],
  descending: boolean,
  paged: boolean,
) {
  const direction = descending ? desc : asc;
  const order = [...sortColumns[sortBy].map((c) => direction(c)), direction(users.id)];
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
    // A deferred join: the sort's index of live users carries the list's filter columns (migration 0059).
    .where(
      pageRowsWhere(db, { table: users, id: users.id, firmId: users.firmId, where: userWhere(shape), order, paged }),
    )
    .orderBy(...order);
  // The page's entity counts and tags come in the same statement, read for the page's rows only (after its limit).
  const page = base.as('page');
  // Written out: drizzle leaves columns unqualified in a select from a subquery.
  const pageId = sql`"page"."id"`;
  return db
    .select({
      ...page._.selectedFields,
      entityCount: sql<number>`(select cast(count(*) as integer) from company_owners co
        where co.firm_id = ${p('firmId')} and co.user_id = ${pageId})`,
      contactTags: tagsJson('contact', p('firmId'), pageId),
    })
    .from(page)
    .orderBy(...pageSortFields[sortBy].map((f) => direction(page[f])), direction(page.id));
}

/** How many users match; with `limit`, no more than that (it stops reading there). */
const countUsers = (db: Db, filter: UserFilter, limit?: number) =>
  countRows(
    db,
    `users:count:${filter.key}`,
    (db) =>
      db
        .select({ one: sql`1` })
        .from(users)
        .where(userWhere(filter.shape)),
    filter.values,
    { limit, planOnce: !filter.shape.search },
  );

export const countMatchingUsers = (db: Db, firmId: number, q: UserListQuery, scope: UserScope) =>
  countUsers(db, userFilter(firmId, q, scope));

export async function listUserIds(db: Db, firmId: number, q: UserListQuery, scope: UserScope) {
  const filter = userFilter(firmId, q, scope);
  const query = preparedQuery(db, `users:ids:${filter.key}`, (db) =>
    db.select({ id: users.id }).from(users).where(userWhere(filter.shape)).orderBy(asc(users.id)),
  );
  const rows = await query.execute(filter.values);
  return rows.map((r) => r.id);
}
