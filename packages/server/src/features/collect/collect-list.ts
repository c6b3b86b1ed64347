import {
  addDays,
  adminStatusLabel,
  dueFlag,
  nextReminderDate,
  utcDay,
  type Actor,
  type CollectList,
  type CollectQuery,
} from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { containsPattern, isShortSearch } from '../../db/like.ts';
import { readCountedList } from '../../db/list-query.ts';
import { collectCount, collectPage, type CollectShape, type CollectValues } from './collect-page.ts';
import { summarize, assertStaff } from '../questionnaires/index.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Rows a page may start at and still count its matches in the same statement, reading forwards (see collectList). */
const COUNTED_FORWARD = 250;

/**
 * GET /api/v2/questionnaires (spec 001 §7), the Collect list, in one statement per request (collect-page.ts): the page
 * with each row's parts, notes, custom status and logged activity, the firm's reminder frequency and, when no kept count
 * of the list is fresh and the page is near its start, the count up to the exact limit (readCountedList). Past that
 * limit the full count is made once and kept (list-total.ts); a deep page without a fresh count counts first, then
 * reads from the nearer end.
 */
export async function collectList(db: Db, actor: Actor, q: CollectQuery, now: Date): Promise<CollectList> {
  assertStaff(actor);
  const today = utcDay(now);
  const shape: CollectShape = {
    status: q.status,
    sortBy: q.sort_by,
    descending: q.descending,
    reversed: false,
    taxYear: q.tax_year !== undefined,
    companyId: q.company_id !== undefined,
    due: q.due ?? null,
    search: Boolean(q.search_term),
    shortSearch: isShortSearch(q.search_term),
    scope: actor.firmAccess !== 'group' ? 'firm' : actor.groupId === null ? 'none' : 'group',
    counted: false,
    limit: q.per_page,
    firstRows: false,
  };
  const offset = (q.page - 1) * q.per_page;
  const values: CollectValues = {
    firm: actor.firmId,
    user: actor.userId,
    group: actor.groupId ?? null,
    taxYear: q.tax_year ?? null,
    companyId: q.company_id ?? null,
    today,
    weekEnd: addDays(today, 7),
    search: q.search_term ? containsPattern(q.search_term) : null,
    limit: q.per_page,
    offset,
  };
  const key = `collect:${actor.firmId}:${JSON.stringify([actor.firmAccess, actor.groupId, q.status, q.tax_year, q.company_id, q.due, q.due ? today : null, q.search_term])}`;
  const { page: rows, total } = await readCountedList(db, {
    totalKey: key,
    offset,
    perPage: q.per_page,
    countedWithin: COUNTED_FORWARD,
    counted: async () => {
      const rows = await collectPage(db, { ...shape, counted: true, firstRows: offset === 0 }, values);
      return { page: rows, upTo: rows[0]?.upTo ?? null };
    },
    count: (limit) => collectCount(db, shape, values, limit !== undefined),
    page: async (window) => {
      const rows = await collectPage(
        db,
        {
          ...shape,
          reversed: window.reversed,
          limit: window.limit === q.per_page ? q.per_page : null,
          firstRows: window.offset === 0,
        },
        { ...values, offset: window.offset, limit: window.limit },
      );
      return window.reversed ? rows.reverse() : rows;
    },
  });
  const frequency = rows[0]?.frequency ?? 7;
  return {
    count: total.total,
    count_is_estimate: total.estimate,
    items: rows.map((row) => {
      const s = summarize(row, row);
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
        company: {
          id: row.companyId,
          name: row.companyName,
          hash_id: row.companyHashId,
          entity_type: row.companyEntityType,
        },
        status_label: adminStatusLabel(
          {
            completed: row.completed,
            is_draft: row.isDraft,
            status: row.currentSectionId,
            opened: iso(row.openedAt),
            in_progress: row.inProgress,
          },
          row.sections,
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
        notes_count: row.notesCount,
        progress: s.progress,
        questions_answered: s.questions.answered,
        questions_total: s.questions.total,
        deposit_status: row.depositStatus,
        sent_at: iso(row.sentAt),
        last_activity_at: iso(laterOf(row.lastActivityAt, row.loggedAt)),
        created_at: row.createdAt.toISOString(),
        custom_status:
          row.firmCustomStatusId !== null && row.customStatus !== null
            ? { id: row.firmCustomStatusId, name: row.customStatus }
            : null,
      };
    }),
  };
}

/** The later of the client's last change and the latest logged event (null unless the setting is on). */
function laterOf(own: Date | null, logged: Date | null): Date | null {
  if (!logged) return own;
  if (!own) return logged;
  return logged > own ? logged : own;
}
