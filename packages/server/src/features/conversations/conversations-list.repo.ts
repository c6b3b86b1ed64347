import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { can, type Actor } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { containsPattern, entityIdsNamed, firmOnRow, isShortSearch } from '../../db/like.ts';
import { conversations } from '../../db/schema/index.ts';

export type ListQuery = { page: number; per_page: number; search: string; unread_only: boolean; company_id?: number };

/** What changes the list statement's text: who asks (their scope), which filters are on, the page's direction. */
interface Shape {
  scope: 'client' | 'staff' | 'group';
  archived: boolean;
  company: boolean;
  unread: boolean;
  search: boolean;
  /** A search without trigrams (isShortSearch): its pattern is given to the plan (searchMatches). */
  shortSearch: boolean;
  /** A short search's page near the start with its total known: the newest conversations are tested first. */
  walk: boolean;
  reversed: boolean;
  /** The page's size, written in the statement: a LIMIT parameter is estimated at a tenth of the table. */
  limit: number;
  /** Whether the page starts past the first row (an OFFSET parameter; a first or last page has none). */
  offset: boolean;
  /** The matching rows counted in the same statement up to this many (null: all of them), or not at all. */
  countUpTo?: number | null;
}

/** A page's row as the statement aggregates it: its people, entities, latest message and the caller's unseen count. */
export interface ListedConversation {
  id: number;
  at: string | null;
  people: {
    id: number;
    advisor: boolean;
    from: string | null;
    fname: string;
    lname: string;
    prefs: unknown;
  }[];
  companies: { id: number; hash_id: string; name: string; inactive: boolean; readonly: boolean }[];
  last: {
    text: string;
    at: string;
    deleted: boolean;
    fname: string | null;
    lname: string | null;
    unseen: number[];
  } | null;
  unseen: number;
}

interface ListedPage {
  total: number | null;
  unseen_total: number;
  rows: ListedConversation[];
}

const p = {
  firmId: sql.placeholder('firmId'),
  userId: sql.placeholder('userId'),
  groupId: sql.placeholder('groupId'),
  companyId: sql.placeholder('companyId'),
  pattern: sql.placeholder('pattern'),
  offset: sql.placeholder('offset'),
  /** The rows up to the page's end (offset + limit): what a walk must find. */
  need: sql.placeholder('need'),
};

/** The newest conversations a short search's walk tests one by one before it gathers every match. */
const WALKED = 500;
/** The deepest page end a walk is tried for: at a term's least common, a fifth of the walked ones match. */
const WALK_NEED_MAX = WALKED / 5;

/**
 * Which conversations the caller may list (the same rules as readableConversation, as SQL). Unless a search or
 * filter narrows the list, a group-limited caller's are found from their side, as an array read once: those they
 * take part in and those of their group's entities (through the firm's entities by their contacts, on indexes).
 * Tested one by one, the count read every conversation of the firm; a narrowed list tests only its few rows.
 */
function scopeWhere(shape: Shape): SQL | undefined {
  const mine = sql`exists (select 1 from conversation_participants p where p.conversation_id = ${conversations.id} and p.user_id = ${p.userId})`;
  const liveCompany = (extra: SQL) =>
    sql`exists (select 1 from conversation_companies cc join companies c on c.id = cc.company_id left join users u on u.id = c.user_id where cc.conversation_id = ${conversations.id} and c.deleted_at is null ${extra})`;
  if (shape.scope === 'client') return sql`(${mine} and ${liveCompany(sql`and not c.inactive`)})`;
  const narrowed = shape.search || shape.company || shape.unread;
  const group =
    shape.scope !== 'group'
      ? undefined
      : narrowed
        ? sql`(${mine} or ${liveCompany(sql`and u.group_id = ${p.groupId}`)})`
        : sql`${conversations.id} = any(array(
          select p.conversation_id from conversation_participants p where p.user_id = ${p.userId}
          union
          select cc.conversation_id from users u
            join companies c on c.user_id = u.id and c.firm_id = ${p.firmId} and c.deleted_at is null
            join conversation_companies cc on cc.company_id = c.id
          where u.firm_id = ${p.firmId} and u.group_id = ${p.groupId}))`;
  const archived = shape.archived ? undefined : liveCompany(sql``);
  return and(group, archived);
}

function listWhere(shape: Shape): SQL {
  return and(
    // Where an array of matches or unread ones drives the page, the firm is checked on the row (firmOnRow): the
    // statement is planned once (preparedList).
    shape.unread || (shape.search && !shape.shortSearch)
      ? firmOnRow(conversations.firmId, p.firmId)
      : eq(conversations.firmId, p.firmId),
    scopeWhere(shape),
    shape.company
      ? sql`exists (select 1 from conversation_companies cc where cc.conversation_id = ${conversations.id} and cc.company_id = ${p.companyId})`
      : undefined,
    // The caller's unread conversations as an array read once from their unseen messages' index, then fetched by
    // primary key: tested one by one (exists), every conversation of the firm was read for a middle page.
    shape.unread
      ? sql`${conversations.id} = any(array(select distinct mu.conversation_id from message_unseen mu where mu.user_id = ${p.userId}))`
      : undefined,
    // The matches are read once, before the page and its count, in the statement's FROM (searchMatches).
    shape.search ? sql`${conversations.id} = any("one"."matches")` : undefined,
  )!;
}

/**
 * A search's conversations: matching names first (trigram indexes on people and entity names), then their
 * conversations, as an array read once for the page and its count (`offset 0`: pulled up into the statement, it
 * was read for each). Fetched by primary key from the array: as `in (…)` the generic plan hashed them against every
 * conversation of the firm. The matching entities are an array too, read through the entities' index: joined, their
 * conversations were hashed against every entity conversation of the firm. The pattern is read by a subquery so that
 * a custom plan cannot estimate it better than the generic one, which PGlite then keeps (db/client.ts); unless it is
 * `short` (no trigram), when the trigram indexes would hand back every row to be tested again: the plan then sees it
 * and reads the names once (230 against 400 ms for "ga" at 100,000).
 *
 * A short term reads every name of the firm (120-140 ms at 100,000), yet one a user types first ("ga") matches
 * many conversations, so with `walk` the newest WALKED conversations (the list's order) are tested one by one
 * first: when the page's rows are among them (their first `need` matches are the list's first), they are the
 * matches, and every name is read only when they are not (a rare term). Never when the statement counts the matches.
 */
function searchMatches(shape: Shape) {
  const pattern = shape.shortSearch ? sql`${p.pattern}` : sql`(select ${p.pattern}::text)`;
  // A person's name as users_name_trgm_idx reads it (the gathered matches and the walk test the same).
  const personMatches = (user: string) =>
    sql`(${sql.raw(user)}.fname || ' ' || ${sql.raw(user)}.lname) ilike ${pattern}`;
  const gathered = sql`array(
    select p.conversation_id from conversation_participants p join users u on u.id = p.user_id
    where ${shape.shortSearch ? sql`u.firm_id = ${p.firmId}` : firmOnRow(sql`u.firm_id`, p.firmId)} and ${personMatches('u')}
    union
    select cc.conversation_id from conversation_companies cc where cc.company_id = any(array(
      ${entityIdsNamed(p.firmId, pattern, !shape.shortSearch)})))`;
  if (!shape.walk) return sql`(select ${gathered} as "matches" offset 0) as one`;
  const newest = sql`select ${conversations.id} from ${conversations} where ${listWhere({ ...shape, search: false })}
    order by ${conversations.lastMessageAt} desc nulls last, ${conversations.id} desc limit ${sql.raw(String(WALKED))}`;
  const walked = sql`array(select w.id from (${newest}) as w where coalesce(
      (select true from conversation_participants wp join users wu on wu.id = wp.user_id
        where wp.conversation_id = w.id and ${personMatches('wu')} limit 1),
      (select true from conversation_companies wcc join companies wc on wc.id = wcc.company_id
        where wcc.conversation_id = w.id and wc.name ilike ${pattern} limit 1), false)
    limit ${p.need})`;
  return sql`(select case when cardinality(w.ids) >= ${p.need} then w.ids else ${gathered} end as "matches"
    from (select ${walked} as ids offset 0) as w) as one`;
}

/**
 * The list as ONE statement: the page's rows (read from the end when `reversed`), each with its participants,
 * entities, latest sent message and the caller's unseen count aggregated as JSON for the page's rows only (after
 * its limit); the caller's unseen total; and, with `countUpTo`, the matching rows counted up to a limit. The limits
 * are written in the statement, so a generic plan (PGlite keeps one, db/client.ts) is estimated as well as a custom one.
 */
function listStatement(db: Db, shape: Shape) {
  const where = listWhere(shape);
  const ordered = db
    .select({ id: conversations.id, last_message_at: conversations.lastMessageAt })
    .from(conversations)
    .where(where)
    .orderBy(
      ...(shape.reversed
        ? [sql`${conversations.lastMessageAt} asc nulls first`, asc(conversations.id)]
        : [sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.id)]),
    )
    .limit(sql.raw(String(shape.limit)) as unknown as number)
    .$dynamic();
  const page = (shape.offset ? ordered.offset(p.offset as unknown as number) : ordered).as('page');
  // Written out: the page's columns, not those of the tables each subquery reads.
  const id = sql`"page"."id"`;
  const row = sql`json_build_object(
    'id', ${id},
    'at', "page"."last_message_at",
    'people', coalesce((select json_agg(json_build_object('id', cp.user_id, 'advisor', cp.is_advisor,
        'from', cp.visible_from, 'fname', pu.fname, 'lname', pu.lname,
        'prefs', case when cp.is_advisor then pu.preferences end) order by cp.created_at, cp.user_id)
      from conversation_participants cp join users pu on pu.id = cp.user_id
      where cp.firm_id = ${p.firmId} and cp.conversation_id = ${id} and pu.deleted_at is null), '[]'::json),
    'companies', coalesce((select json_agg(json_build_object('id', co.id, 'hash_id', co.hash_id, 'name', co.name,
        'inactive', co.inactive, 'readonly', co.readonly_access) order by co.name)
      from conversation_companies cc2 join companies co on co.id = cc2.company_id
      where cc2.firm_id = ${p.firmId} and cc2.conversation_id = ${id} and co.deleted_at is null), '[]'::json),
    'last', (select json_build_object('text', m.plain_text, 'at', m.created_at, 'deleted', m.deleted_at is not null,
        'fname', mu.fname, 'lname', mu.lname,
        'unseen', array(select un.user_id from message_unseen un where un.message_id = m.id order by un.user_id))
      from messages m left join users mu on mu.id = m.user_id
      where m.conversation_id = ${id} and m.thread_id is null and m.delivered_at is not null
      order by m.created_at desc, m.id desc limit 1),
    'unseen', (select count(*) from message_unseen us where us.user_id = ${p.userId} and us.conversation_id = ${id}))`;
  return db
    .select({
      total:
        shape.countUpTo !== undefined
          ? sql<number>`(select cast(count(*) as integer) from (select 1 from ${conversations} where ${where}
            ${shape.countUpTo === null ? sql`` : sql.raw(`limit ${shape.countUpTo}`)}) as matching)`
          : sql<null>`null`,
      unseen_total: sql<number>`(select cast(count(*) as integer) from message_unseen ut where ut.firm_id = ${p.firmId} and ut.user_id = ${p.userId})`,
      rows: sql<ListedConversation[]>`(select coalesce(json_agg(${row}
        order by "page"."last_message_at" desc nulls last, "page"."id" desc), '[]'::json) from ${page})`,
    })
    .from(shape.search ? searchMatches(shape) : sql`(select 1) as one`);
}

/** The statement of one query shape, built once per database (db/prepared-query.ts). */
function preparedList(db: Db, shape: Shape) {
  const key = [
    shape.scope,
    shape.archived ? 'a' : '',
    shape.company ? 'c' : '',
    shape.unread ? 'u' : '',
    shape.search ? (shape.shortSearch ? 'ss' : 's') : '',
    shape.walk ? 'w' : '',
    shape.reversed ? 'r' : '',
    shape.limit,
    shape.offset ? 'o' : '',
    shape.countUpTo === undefined ? '' : `n${shape.countUpTo ?? ''}`,
  ].join('');
  // Planned once on PostgreSQL but for a short search, whose plan is made for its pattern (searchMatches): planning
  // was 1–3 ms of a request against 1–4 ms of work at 100,000. The plan test checks these plans as a database of
  // many firms has them (list-plans.int.test.ts).
  return preparedQuery(db, `conversations:${key}`, (db) => listStatement(db, shape), {
    planOnceOnServer: !shape.shortSearch,
  });
}

export interface ListRun {
  reversed: boolean;
  /** Count the matching rows up to this many (null: all of them) in the same statement. */
  countUpTo?: number | null;
  limit: number;
  offset: number;
}

/** One run of the list statement for the caller, the filters and a page window. */
export async function listPage(db: Db, actor: Actor, q: ListQuery, run: ListRun): Promise<ListedPage> {
  const shortSearch = isShortSearch(q.search);
  const shape: Shape = {
    scope: !actor.isAdvisor ? 'client' : actor.firmAccess === 'group' ? 'group' : 'staff',
    archived: can(actor, 'conversations.read_archived'),
    company: q.company_id !== undefined,
    unread: q.unread_only,
    search: q.search !== '',
    shortSearch,
    walk: shortSearch && !run.reversed && run.countUpTo === undefined && run.offset + run.limit <= WALK_NEED_MAX,
    reversed: run.reversed,
    limit: run.limit,
    offset: run.offset > 0,
    countUpTo: run.countUpTo,
  };
  const [result] = await preparedList(db, shape).execute({
    firmId: actor.firmId,
    userId: actor.userId,
    groupId: actor.groupId ?? -1,
    companyId: q.company_id ?? null,
    pattern: containsPattern(q.search),
    offset: run.offset,
    need: run.offset + run.limit,
  });
  return result!;
}
