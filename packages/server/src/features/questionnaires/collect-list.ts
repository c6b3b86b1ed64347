import { and, eq, gte, ilike, inArray, isNotNull, isNull, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import {
  AppError,
  addDays,
  adminStatusLabel,
  dueFlag,
  genericMessages,
  nextReminderDate,
  utcDay,
  type Actor,
  type CollectList,
  type CollectQuery,
} from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { fromTheEnd, listTotal } from '../../db/list-total.ts';
import {
  companies,
  firmCustomStatuses,
  firms,
  questionnaireNotes,
  questionnaires,
  users,
} from '../../db/schema/index.ts';
import { partsOf, summarize } from './questionnaire-lists.ts';
import { allActivityOf, lastActivity } from './all-activity.ts';

/**
 * A group-limited firm user works only with the entities of their group's clients (the primary contact's
 * group decides, as in the entities list); a group user without a group sees none. Others see the firm.
 */
export function entityScope(actor: Actor): SQL | undefined {
  if (actor.firmAccess !== 'group') return undefined;
  if (actor.groupId === null) return sql`false`;
  return sql`${questionnaires.companyId} in (select ${companies.id} from ${companies} inner join ${users} on ${users.id} = ${companies.userId} where ${companies.firmId} = ${actor.firmId} and ${users.groupId} = ${actor.groupId})`;
}

export function assertStaff(actor: Actor) {
  if (!actor.isAdvisor) throw new AppError('forbidden', genericMessages.forbidden);
}

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
function dueWhere(due: CollectQuery['due'], now: Date): SQL | undefined {
  if (!due) return undefined;
  const today = utcDay(now);
  const chased = and(not(questionnaires.completed), not(questionnaires.locked));
  return due === 'past_due'
    ? and(chased, lt(questionnaires.dueDate, today))
    : and(chased, gte(questionnaires.dueDate, today), lte(questionnaires.dueDate, addDays(today, 7)));
}

const sortColumns = {
  name: questionnaires.name,
  company_name: sql`c.name`,
  tax_year: questionnaires.taxYear,
  due_date: questionnaires.dueDate,
  sent_at: questionnaires.sentAt,
  last_activity_at: questionnaires.lastActivityAt,
  created_at: questionnaires.createdAt,
} as const;
const nullable = new Set<CollectQuery['sort_by']>(['due_date', 'sent_at', 'last_activity_at']);

/** The order of the list; `reversed`, exactly its reverse (a deep page read from the end, the same index backwards). */
function direction(q: CollectQuery, reversed = false) {
  // Empty dates sort last both ways. Not-null columns take the nulls order their index is built with
  // (drizzle's desc() indexes are DESC NULLS LAST): otherwise PostgreSQL sorts the whole firm per page.
  const nullsLast = nullable.has(q.sort_by) || q.descending;
  const descending = q.descending !== reversed;
  return {
    dir: sql.raw(descending ? 'desc' : 'asc'),
    nulls: sql.raw(nullsLast !== reversed ? 'nulls last' : 'nulls first'),
  };
}

function orderOf(q: CollectQuery, reversed: boolean): SQL[] {
  const { dir, nulls } = direction(q, reversed);
  return [sql`${sortColumns[q.sort_by]} ${dir} ${nulls}`, sql`${questionnaires.id} ${dir}`];
}

/**
 * The entities the page joins, as `c`. Sorted by entity name they come from a fenced subquery (offset 0)
 * already in that order, same nulls too, so PostgreSQL walks the firm's entities in name order and reads
 * each one's questionnaires by index until the page is full, instead of sorting every questionnaire.
 */
function entitiesOf(firmId: number, q: CollectQuery, reversed: boolean): SQL {
  const { id, name, hashId, entityType, firmId: firm } = companies;
  if (q.sort_by !== 'company_name') return sql`${companies} as c`;
  const { dir, nulls } = direction(q, reversed);
  return sql`(select ${id}, ${name}, ${hashId}, ${entityType} from ${companies} where ${firm} = ${firmId} order by ${name} ${dir} ${nulls} offset 0) as c`;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * GET /api/v2/questionnaires (spec 001 §7), the Collect list: one query for the page and one for the count
 * (a search scans anyway, so there the page carries its total), then the page's rows enriched with
 * three batched queries whatever the page size: sections and questions, note counts, the firm.
 */
export async function collectList(db: DbOrTx, actor: Actor, q: CollectQuery, now: Date): Promise<CollectList> {
  assertStaff(actor);
  const search = q.search_term ? containsPattern(q.search_term) : null;
  // Everything but the status: the count of all live ones reads it alone (see countOf).
  const filters = and(
    eq(questionnaires.firmId, actor.firmId),
    entityScope(actor),
    q.tax_year !== undefined ? eq(questionnaires.taxYear, q.tax_year) : undefined,
    q.company_id !== undefined ? eq(questionnaires.companyId, q.company_id) : undefined,
    dueWhere(q.due, now),
    // The entities matching by name as an array, so both halves can be read by index (trigram ones).
    search
      ? or(
          ilike(questionnaires.name, search),
          sql`${questionnaires.companyId} = any(array(select ${companies.id} from ${companies} where ${companies.firmId} = ${actor.firmId} and ${ilike(companies.name, search)}))`,
        )
      : undefined,
  );
  const where = and(filters, statusWhere[q.status]);
  const total = await listTotal(
    `collect:${actor.firmId}:${JSON.stringify([actor.firmAccess, actor.groupId, q.status, q.tax_year, q.company_id, q.due, q.due ? utcDay(now) : null, q.search_term])}`,
    (limit) => countOf(db, filters, q, limit),
    () => countOf(db, filters, q),
  );
  const reversed = fromTheEnd(total, (q.page - 1) * q.per_page, q.per_page);
  const page = await db
    .select({
      q: questionnaires,
      company: {
        id: sql<number>`c.id`,
        name: sql<string>`c.name`,
        hashId: sql<string>`c.hash_id`,
        entityType: sql<string>`c.entity_type`,
      },
    })
    .from(questionnaires)
    .innerJoin(entitiesOf(actor.firmId, q, reversed !== null), sql`c.id = ${questionnaires.companyId}`)
    .where(where)
    .orderBy(...orderOf(q, reversed !== null))
    .limit(reversed ? reversed.limit : q.per_page)
    .offset(reversed ? reversed.offset : (q.page - 1) * q.per_page);
  const rows = reversed ? page.reverse() : page;

  const ids = rows.map((r) => r.q.id);
  const [parts, notes, statuses, [firm], logged] = await Promise.all([
    partsOf(db, ids),
    notesCount(db, actor.firmId, ids),
    customStatusNames(
      db,
      actor.firmId,
      rows.map((r) => r.q.firmCustomStatusId),
    ),
    db.select({ frequency: firms.questionnaireReminderFrequency }).from(firms).where(eq(firms.id, actor.firmId)),
    allActivityOf(db, actor, ids),
  ]);
  const frequency = firm?.frequency ?? 7;
  return {
    count: total.total,
    count_is_estimate: total.estimate,
    items: rows.map(({ q: row, company }) => {
      const p = parts.get(row.id)!;
      const s = summarize(row, p);
      const rule = {
        due_date: row.dueDate,
        completed: row.completed,
        locked: row.locked,
        reminders_disabled: row.remindersDisabled,
        last_followed_up: iso(row.lastFollowedUp),
        sent_at: iso(row.sentAt),
        earliest_remind_date: row.earliestRemindDate,
      };
      const deleted = row.deletedAt !== null;
      return {
        id: row.id,
        hash_id: row.hashId,
        name: row.name,
        tax_year: row.taxYear,
        company: { id: company.id, name: company.name, hash_id: company.hashId, entity_type: company.entityType },
        status_label: adminStatusLabel(
          {
            completed: row.completed,
            is_draft: row.isDraft,
            status: row.currentSectionId,
            opened: iso(row.openedAt),
            in_progress: row.inProgress,
          },
          p.sections,
        ),
        is_draft: row.isDraft,
        locked: row.locked,
        completed: row.completed,
        submitted_at: iso(row.submittedAt),
        deleted_at: iso(row.deletedAt),
        due_date: row.dueDate,
        due_flag: deleted ? null : dueFlag(rule, now),
        reminders_disabled: row.remindersDisabled,
        // Deleted ones and drafts are never reminded.
        next_reminder_date: deleted || row.isDraft ? null : nextReminderDate(rule, frequency, now),
        last_followed_up: iso(row.lastFollowedUp),
        documents_cell: s.documentsCell,
        notes_count: notes.get(row.id) ?? 0,
        progress: s.progress,
        questions_answered: s.questions.answered,
        questions_total: s.questions.total,
        deposit_status: row.depositStatus,
        sent_at: iso(row.sentAt),
        last_activity_at: iso(lastActivity(row.lastActivityAt, logged, row.id)),
        created_at: row.createdAt.toISOString(),
        custom_status: customStatusOf(statuses, row.firmCustomStatusId),
      };
    }),
  };
}

/**
 * How many match; with `limit`, no more than that (it stops reading there). The filters read questionnaires
 * alone (a search finds entities by a subquery), so no join. All live ones are counted in full as all of them
 * less the deleted ones: testing deleted_at on every row costs more than that second count, which reads the
 * small deleted index (one statement, one snapshot).
 */
async function countOf(db: DbOrTx, filters: SQL | undefined, q: CollectQuery, limit?: number) {
  const count = (where: SQL | undefined) => sql`(select count(*) from ${questionnaires} where ${where})`;
  const n =
    limit !== undefined
      ? sql`(select count(*) from (select 1 from ${questionnaires} where ${and(filters, statusWhere[q.status])} limit ${limit}) as matching)`
      : q.status === 'all'
        ? sql`${count(filters)} - ${count(and(filters, statusWhere.deleted))}`
        : count(and(filters, statusWhere[q.status]));
  const [row] = await db.select({ n: sql<number>`cast(${n} as integer)` }).from(sql`(values (1)) as one`);
  return row?.n ?? 0;
}

/** The page's live custom statuses by id; a deleted status shows as none. */
async function customStatusNames(db: DbOrTx, firmId: number, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map<number, string>();
  const rows = await db
    .select({ id: firmCustomStatuses.id, name: firmCustomStatuses.firmUserDisplayStatus })
    .from(firmCustomStatuses)
    .where(
      and(
        eq(firmCustomStatuses.firmId, firmId),
        inArray(firmCustomStatuses.id, wanted),
        isNull(firmCustomStatuses.deletedAt),
      ),
    );
  return new Map(rows.map((r) => [r.id, r.name]));
}
const customStatusOf = (names: Map<number, string>, id: number | null) =>
  id !== null && names.has(id) ? { id, name: names.get(id)! } : null;

async function notesCount(db: DbOrTx, firmId: number, ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await db
    .select({ id: questionnaireNotes.questionnaireId, n: sql<number>`cast(count(*) as integer)` })
    .from(questionnaireNotes)
    .where(
      and(
        eq(questionnaireNotes.firmId, firmId),
        inArray(questionnaireNotes.questionnaireId, ids),
        eq(questionnaireNotes.removed, false),
      ),
    )
    .groupBy(questionnaireNotes.questionnaireId);
  return new Map(rows.map((r) => [r.id, r.n]));
}
