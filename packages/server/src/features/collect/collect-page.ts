import { and, eq, gte, ilike, isNotNull, isNull, lt, lte, not, sql, type SQL } from 'drizzle-orm';
import type { CollectQuery } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { EXACT_TOTAL_LIMIT, upToLimit } from '../../db/list-total.ts';
import { entityIdsNamed, firmOnRow } from '../../db/like.ts';
import {
  activityLogs,
  companies,
  firmCustomStatuses,
  firms,
  questionnaireNotes,
  questionnaireQuestions,
  questionnaireSections,
  questionnaires,
  users,
} from '../../db/schema/index.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { RuleQuestionRow, RuleSectionRow } from '../questionnaires/index.ts';

/**
 * What decides the SQL of a Collect page (never a value: those are placeholders), so one prepared query serves
 * every request of the same shape.
 */
export interface CollectShape {
  status: CollectQuery['status'];
  sortBy: CollectQuery['sort_by'];
  descending: boolean;
  /** Read from the end: the same rows, in reverse. */
  reversed: boolean;
  taxYear: boolean;
  companyId: boolean;
  due: CollectQuery['due'] | null;
  search: boolean;
  /** A search without trigrams (hasTrigram), planned for its value: tested on the rows the plan reads (searchWhere). */
  shortSearch: boolean;
  /** A group-limited user with a group, one without (sees none), or the whole firm. */
  scope: 'firm' | 'group' | 'none';
  /** The page's statement also counts the matches, up to EXACT_TOTAL_LIMIT + 1. */
  counted: boolean;
  /**
   * The page size written in the statement (one of the 4 sizes), or null for the `limit` placeholder (a short last
   * page read from the end); `firstRows`: no offset (page 1, or a last page read from the end). With both written in,
   * a generic plan of the statement (PGlite keeps one, db/client.ts) reads just the page (an unknown limit or offset
   * is planned as a tenth of the firm: a parallel sort).
   */
  limit: number | null;
  firstRows: boolean;
}

/** The values of a shape's placeholders. */
export interface CollectValues {
  firm: number;
  user: number;
  group: number | null;
  taxYear: number | null;
  companyId: number | null;
  today: string;
  weekEnd: string;
  search: string | null;
  limit: number;
  offset: number;
}

const p = <K extends keyof CollectValues>(name: K) => sql.placeholder(name);

const live = isNull(questionnaires.deletedAt);
/**
 * Sent and not closed. Sent, opened, in progress and submitted are exclusive steps of an open
 * questionnaire; completed and locked are flags, each filter showing every questionnaire that has it.
 */
const open = and(
  live,
  eq(questionnaires.isDraft, false),
  eq(questionnaires.completed, false),
  eq(questionnaires.locked, false),
);
const notSubmitted = isNull(questionnaires.submittedAt);

const statusWhere: Record<CollectQuery['status'], SQL | undefined> = {
  all: live,
  draft: and(live, eq(questionnaires.isDraft, true)),
  sent: and(open, notSubmitted, isNull(questionnaires.openedAt), eq(questionnaires.inProgress, false)),
  opened: and(open, notSubmitted, isNotNull(questionnaires.openedAt), eq(questionnaires.inProgress, false)),
  in_progress: and(open, notSubmitted, eq(questionnaires.inProgress, true)),
  submitted: and(open, isNotNull(questionnaires.submittedAt)),
  completed: and(live, eq(questionnaires.completed, true)),
  locked: and(live, eq(questionnaires.locked, true)),
  deleted: isNotNull(questionnaires.deletedAt),
};

/** The same days as dueFlag: past due before today, next week from today to 7 days on; open ones only. */
function dueWhere(due: CollectShape['due']): SQL | undefined {
  if (!due) return undefined;
  const chased = and(not(questionnaires.completed), not(questionnaires.locked));
  return due === 'past_due'
    ? and(chased, lt(questionnaires.dueDate, p('today')))
    : and(chased, gte(questionnaires.dueDate, p('today')), lte(questionnaires.dueDate, p('weekEnd')));
}

/**
 * A group-limited firm user works only with the entities of their group's clients (the primary contact's group, copied
 * onto the entity as the entities list reads it); a group user without a group sees none. Others see the firm. As a
 * test of each row's entity (by primary key), a page can walk the sort's index; the plan made for the group's value
 * chooses that or reading the group's entities (plannedOnce).
 */
function scopeWhere(scope: CollectShape['scope']): SQL | undefined {
  if (scope === 'firm') return undefined;
  if (scope === 'none') return sql`false`;
  const { id, firmId, primaryContactGroupId } = companies;
  return sql`exists (select from ${companies} where ${id} = ${questionnaires.companyId} and ${firmId} = ${p('firm')}
    and ${primaryContactGroupId} = ${p('group')})`;
}

/** Where a search's matches are read, the firm is checked on the row (firmOnRow: this is planned once). */
const inFirm = firmOnRow(questionnaires.firmId, p('firm'));

/**
 * The questionnaires whose name or entity's name matches, each half read through its trigram index and united, as an
 * array read once before the page: the page then fetches them by primary key and sorts those few. (With the match as
 * a filter, a generic plan walked the firm in the sort's order testing every row.) A `short` pattern (no trigram: the
 * indexes would be read whole) is tested on each row's own name and copy of its entity's name instead, in a plan
 * made for it: it matches many, so walking the sort's index finds a page's worth soon.
 */
function searchWhere(short: boolean): SQL {
  const { id, name, companyId, companyName } = questionnaires;
  if (short) return sql`(${ilike(name, p('search'))} or ${ilike(companyName, p('search'))})`;
  return sql`${id} = any(array(
    select ${id} from ${questionnaires} where ${inFirm} and ${ilike(name, p('search'))}
    union
    select ${id} from ${questionnaires} where ${inFirm} and ${companyId} = any(array(
      ${entityIdsNamed(p('firm'), p('search'), true)}))))`;
}

/** Everything but the status: the count of all live ones reads it alone (see collectCount). */
function filtersOf(s: CollectShape): SQL | undefined {
  return and(
    // A search's page and count read its matches by primary key (firmOnRow).
    s.search && !s.shortSearch ? inFirm : eq(questionnaires.firmId, p('firm')),
    scopeWhere(s.scope),
    s.taxYear ? eq(questionnaires.taxYear, p('taxYear')) : undefined,
    s.companyId ? eq(questionnaires.companyId, p('companyId')) : undefined,
    dueWhere(s.due),
    s.search ? searchWhere(s.shortSearch) : undefined,
  );
}

const sortColumns = {
  name: questionnaires.name,
  company_name: questionnaires.companyName,
  tax_year: questionnaires.taxYear,
  due_date: questionnaires.dueDate,
  sent_at: questionnaires.sentAt,
  last_activity_at: questionnaires.lastActivityAt,
  created_at: questionnaires.createdAt,
} as const;
const nullable = new Set<CollectQuery['sort_by']>(['due_date', 'sent_at', 'last_activity_at']);

/** The order of the list; `reversed`, exactly its reverse (a deep page read from the end, the same index backwards). */
function direction(s: CollectShape) {
  // Empty dates sort last both ways. Not-null columns take the nulls order their index is built with
  // (drizzle's desc() indexes are DESC NULLS LAST): otherwise PostgreSQL sorts the whole firm per page.
  const nullsLast = nullable.has(s.sortBy) || s.descending;
  const descending = s.descending !== s.reversed;
  return {
    dir: sql.raw(descending ? 'desc' : 'asc'),
    nulls: sql.raw(nullsLast !== s.reversed ? 'nulls last' : 'nulls first'),
  };
}

/**
 * Whether PostgreSQL plans a shape's statements once for all their values (prepared-query.ts planOnceOnServer), not
 * on each request: planning the page's statement took 3–5 ms against its 1 ms of work at 100,000 (issue 39). Its every
 * read of the firm's questionnaires goes through an index that leads with the firm (the sort's covering index) or the
 * search's trigram indexes, and the rest by primary key, so one plan suits a small firm and a big one
 * (list-plans.int.test.ts checks the plans as a database of many firms has them). A short search is not: its plan is
 * made for its pattern (searchWhere). Nor is a group-limited user's list: whether to walk the sort's index testing each
 * row's entity or to read the group's questionnaires and sort them depends on the group's size, which only a plan made
 * for its value knows.
 */
const plannedOnce = (s: CollectShape) => !s.shortSearch && s.scope !== 'group';

/** How many match: all of them, or with `limited` no more than EXACT_TOTAL_LIMIT + 1 (it stops reading there). */
function countSql(s: CollectShape, limited: boolean): SQL<number> {
  const filters = filtersOf(s);
  const count = (where: SQL | undefined) => sql`(select count(*) from ${questionnaires} where ${where})`;
  // All live ones are counted in full as all of them less the deleted ones: testing deleted_at on every row costs
  // more than that second count, which reads the small deleted index (one statement, one snapshot).
  const n = limited
    ? sql`(select count(*) from ${upToLimit(sql`select 1 from ${questionnaires} where ${and(filters, statusWhere[s.status])}`, EXACT_TOTAL_LIMIT + 1)})`
    : s.status === 'all'
      ? sql`${count(filters)} - ${count(and(filters, statusWhere.deleted))}`
      : count(and(filters, statusWhere[s.status]));
  return sql<number>`cast(${n} as integer)`;
}

/**
 * How many questionnaires match the filters (the filters read questionnaires alone, a search finds entities by a
 * subquery, so no join); with `limited`, no more than EXACT_TOTAL_LIMIT + 1.
 */
export async function collectCount(db: Db, shape: CollectShape, values: CollectValues, limited: boolean) {
  const query = preparedQuery(
    db,
    `collect:count:${limited}:${JSON.stringify({ ...shape, reversed: false, counted: false })}`,
    (db) => db.select({ n: countSql(shape, limited) }).from(sql`(values (1)) as one`),
    { planOnceOnServer: plannedOnce(shape) },
  );
  const [row] = await query.execute(values as unknown as Record<string, unknown>);
  return row?.n ?? 0;
}

/** The page's own columns; its entity's under names of their own. */
const pageColumns = {
  id: questionnaires.id,
  hashId: questionnaires.hashId,
  name: questionnaires.name,
  taxYear: questionnaires.taxYear,
  isDraft: questionnaires.isDraft,
  locked: questionnaires.locked,
  completed: questionnaires.completed,
  inProgress: questionnaires.inProgress,
  remindersDisabled: questionnaires.remindersDisabled,
  dueDate: questionnaires.dueDate,
  earliestRemindDate: questionnaires.earliestRemindDate,
  sentAt: questionnaires.sentAt,
  openedAt: questionnaires.openedAt,
  submittedAt: questionnaires.submittedAt,
  lastFollowedUp: questionnaires.lastFollowedUp,
  lastActivityAt: questionnaires.lastActivityAt,
  currentSectionId: questionnaires.currentSectionId,
  depositStatus: questionnaires.depositStatus,
  firmCustomStatusId: questionnaires.firmCustomStatusId,
  createdAt: questionnaires.createdAt,
  deletedAt: questionnaires.deletedAt,
  companyId: sql<number>`c.id`.as('company_id'),
  companyName: sql<string>`c.name`.as('company_name'),
  companyHashId: sql<string>`c.hash_id`.as('company_hash_id'),
  companyEntityType: sql<string>`c.entity_type`.as('company_entity_type'),
};

/** Each sort's field in the page's own columns, to keep the order once the per-row data is added. */
const pageSortFields = {
  name: 'name',
  company_name: 'companyName',
  tax_year: 'taxYear',
  due_date: 'dueDate',
  sent_at: 'sentAt',
  last_activity_at: 'lastActivityAt',
  created_at: 'createdAt',
} as const;

/** Sections in order, with the columns the rules read (ruleSectionColumns), as JSON. */
const sectionsJson = (pageId: SQL) => {
  const s = questionnaireSections;
  return sql<RuleSectionRow[]>`coalesce((select json_agg(json_build_object('id', ${s.id},
    'questionnaireId', ${s.questionnaireId}, 'name', ${s.name}, 'sectionType', ${s.sectionType},
    'sectionKey', ${s.sectionKey}, 'markedCompleted', ${s.markedCompleted}, 'triggerQuestionId', ${s.triggerQuestionId},
    'triggerAnswer', ${s.triggerAnswer}) order by ${s.position})
    from ${s} where ${s.questionnaireId} = ${pageId}), '[]'::json)`;
};

/** Top-level questions in order, with the columns the rules read (ruleQuestionColumns), as JSON. */
const questionsJson = (pageId: SQL) => {
  const x = questionnaireQuestions;
  return sql<RuleQuestionRow[]>`coalesce((select json_agg(json_build_object('id', ${x.id},
    'questionnaireId', ${x.questionnaireId}, 'sectionId', ${x.sectionId}, 'questionType', ${x.questionType},
    'answer', ${x.answer}, 'answerBy', ${x.answerBy}, 'optional', ${x.optional},
    'followUpQuestionId', ${x.followUpQuestionId}, 'triggerForFollowUpQuestion', ${x.triggerForFollowUpQuestion},
    'parentQuestionId', ${x.parentQuestionId}, 'entryNumber', ${x.entryNumber}) order by ${x.position})
    from ${x} where ${x.questionnaireId} = ${pageId} and ${x.parentQuestionId} is null), '[]'::json)`;
};

/**
 * The overview's "include all activity" setting of the caller (spec 000 §3 User overview_setting
 * .last_activity_should_include_all_activity): on only when set to true.
 */
const allActivitySetting = sql`coalesce((select (${users.overviewSetting} -> 'last_activity_should_include_all_activity') = 'true'::jsonb
  from ${users} where ${users.firmId} = ${p('firm')} and ${users.id} = ${p('user')}), false)`;

function buildPage(db: Db, s: CollectShape) {
  const { dir, nulls } = direction(s);
  const order = [sql`${sortColumns[s.sortBy]} ${dir} ${nulls}`, sql`${questionnaires.id} ${dir}`];
  // A deferred join (issue 39 §2): the page's ids first, from the sort's index of live questionnaires that carries
  // the list's filter columns (migration 0060), so an index-only scan; then only those rows are read in full.
  const limit = s.limit !== null ? sql.raw(String(s.limit)) : p('limit');
  const offset = s.firstRows ? sql`` : sql` offset ${p('offset')}`;
  const where = and(filtersOf(s), statusWhere[s.status]);
  const pageIds = sql`select ${questionnaires.id} from ${questionnaires} where ${where}
          order by ${sql.join(order, sql`, `)} limit ${limit}${offset}`;
  const page = db
    .select(pageColumns)
    .from(questionnaires)
    .innerJoin(sql`${companies} as c`, sql`c.id = ${questionnaires.companyId}`)
    .where(and(eq(questionnaires.firmId, p('firm')), sql`${questionnaires.id} = any(array(${pageIds}))`))
    .as('page');
  // Written out: drizzle leaves columns unqualified in a select from a subquery.
  const pageId = sql`"page"."id"`;
  const n = questionnaireNotes;
  const cs = firmCustomStatuses;
  const a = activityLogs;
  return db
    .select({
      ...page._.selectedFields,
      // Read for the page's rows only (after its limit), in the same statement.
      sections: sectionsJson(pageId),
      questions: questionsJson(pageId),
      notesCount: sql<number>`(select cast(count(*) as integer) from ${n}
          where ${n.firmId} = ${p('firm')} and ${n.questionnaireId} = ${pageId} and not ${n.removed})`,
      // A deleted status shows as none.
      customStatus: sql<string | null>`(select ${cs.firmUserDisplayStatus} from ${cs}
          where ${cs.firmId} = ${p('firm')} and ${cs.id} = "page"."firm_custom_status_id" and ${cs.deletedAt} is null)`,
      // With the setting on, the latest logged event by anyone (the firm's included).
      loggedAt: sql<Date | null>`case when ${allActivitySetting} then (select max(${a.createdAt}) from ${a}
          where ${a.firmId} = ${p('firm')} and ${a.questionnaireId} = ${pageId}) end`.mapWith(a.createdAt),
      // The firm's reminder frequency and the count: the same for every row, each evaluated once.
      frequency: sql<
        number | null
      >`(select ${firms.questionnaireReminderFrequency} from ${firms} where ${firms.id} = ${p('firm')})`,
      upTo: s.counted ? countSql(s, true) : sql<null>`null`,
    })
    .from(page)
    .orderBy(sql`${page[pageSortFields[s.sortBy]]} ${dir} ${nulls}`, sql`${pageId} ${dir}`);
}

export type CollectPageRow = Awaited<ReturnType<typeof buildPage>>[number];

/**
 * One Collect page in one statement: its rows with their entity, sections and questions, note count, custom status and
 * logged activity; the firm's reminder frequency; with `counted`, how many match (up to EXACT_TOTAL_LIMIT + 1).
 */
export async function collectPage(db: Db, shape: CollectShape, values: CollectValues): Promise<CollectPageRow[]> {
  const query = preparedQuery(db, `collect:page:${JSON.stringify(shape)}`, (db) => buildPage(db, shape), {
    planOnceOnServer: plannedOnce(shape),
  });
  return query.execute(values as unknown as Record<string, unknown>);
}
