import { z } from 'zod';
import { recordId, recordIdParam } from '../common/ids.ts';
import { addDays, utcDay, type IsoDay } from '../common/calendar-days.ts';
import { depositStatusSchema } from './questionnaire.enums.ts';

/**
 * The firm's questionnaire list, Collect (spec 001 §2 "Admin navigation of questionnaire list", §7
 * GET /v2/questionnaires): paged, sorted and filtered by the server; and the firm's actions on
 * questionnaires (lock, complete, unsubmit, delete, restore, reminders, links).
 */

export const COLLECT_STATUSES = [
  'all',
  'draft',
  'sent',
  'opened',
  'in_progress',
  'submitted',
  'completed',
  'locked',
  'deleted',
] as const;
export const COLLECT_SORTS = [
  'name',
  'company_name',
  'tax_year',
  'due_date',
  'sent_at',
  'last_activity_at',
  'created_at',
] as const;
export const COLLECT_PAGE_SIZES = [10, 25, 50, 100] as const;

const dbId = recordIdParam;
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

const pageSize = z.coerce
  .number()
  .int()
  .min(1)
  .max(100)
  .refine((n) => (COLLECT_PAGE_SIZES as readonly number[]).includes(n), 'Page size must be 10, 25, 50 or 100');

export const collectQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: pageSize.default(25),
  /** The spec's name of the page size (spec 001 §7 v2/questionnaires "count"); given, it wins over per_page. */
  count: pageSize.optional(),
  sort_by: z.enum(COLLECT_SORTS).default('created_at'),
  descending: flag.default(true),
  status: z.enum(COLLECT_STATUSES).default('all'),
  search_term: z.string().trim().max(200).optional(),
  tax_year: z.coerce.number().int().min(1900).max(3000).optional(),
  company_id: dbId.optional(),
  /** 'past_due' and 'next_week' match the due-date flags. */
  due: z.enum(['past_due', 'next_week']).optional(),
});
export type CollectQuery = z.infer<typeof collectQuerySchema>;

export type DueFlag = 'Next Week' | 'Past Due' | null;

/**
 * The admin list's due-date flag (spec 001 §4 "Admin lists flag 'Next Week' and 'Past Due'"): Past Due
 * when the due day is before today and the questionnaire is still open; Next Week when it falls within
 * the next 7 days (today included). Completed and locked ones carry no flag: nothing is being chased.
 */
export function dueFlag(q: { due_date: string | null; completed: boolean; locked: boolean }, now: Date): DueFlag {
  if (!q.due_date || q.completed || q.locked) return null;
  const today: IsoDay = utcDay(now);
  const due = utcDay(q.due_date);
  if (due < today) return 'Past Due';
  if (due <= addDays(today, 7)) return 'Next Week';
  return null;
}

export const collectRowSchema = z.object({
  id: z.number().int(),
  hash_id: z.string(),
  name: z.string(),
  tax_year: z.number().int(),
  company: z.object({
    id: z.number().int(),
    name: z.string(),
    hash_id: z.string(),
    entity_type: z.string().nullable(),
  }),
  status_label: z.string(),
  is_draft: z.boolean(),
  locked: z.boolean(),
  completed: z.boolean(),
  submitted_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
  due_date: z.string().nullable(),
  due_flag: z.enum(['Next Week', 'Past Due']).nullable(),
  reminders_disabled: z.boolean(),
  next_reminder_date: z.string().nullable(),
  last_followed_up: z.string().nullable(),
  documents_cell: z.string(),
  notes_count: z.number().int(),
  progress: z.number().int(),
  /** Of the questions the client is shown, how many are answered (issue 21 §8 progress column). */
  questions_answered: z.number().int(),
  questions_total: z.number().int(),
  deposit_status: depositStatusSchema.nullable(),
  sent_at: z.string().nullable(),
  last_activity_at: z.string().nullable(),
  created_at: z.string(),
  /** The firm's own status (spec 001 §3 Firm custom status); null when none or deleted. */
  custom_status: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type CollectRow = z.infer<typeof collectRowSchema>;
/**
 * `count` is exact up to 1,000 questionnaires; past that it is counted once per filter and kept a minute, and
 * `count_is_estimate` is true (the list says "about").
 */
export const collectListSchema = z.object({
  items: z.array(collectRowSchema),
  count: z.number().int(),
  count_is_estimate: z.boolean().optional(),
});
export type CollectList = z.infer<typeof collectListSchema>;

const ids = z.array(recordId).min(1).max(1000);

export const questionnaireIdsSchema = z.object({ questionnaire_ids: ids });
export const lockQuestionnairesSchema = z.object({ questionnaireIds: ids });
/** Update questionnaire (spec 001 §7): unlock is an update with locked false. */
export const updateQuestionnaireSchema = z
  .object({
    locked: z.boolean().optional(),
    reminders_disabled: z.boolean().optional(),
    track_changes: z.boolean().optional(),
    deposit_status: depositStatusSchema.optional(),
    due_date: z.string().nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
export const remindersToggleSchema = z.object({ reminders_disabled: z.boolean(), questionnaire_ids: ids });
export const markCompletedSchema = z.object({ questionnaire_id: ids.element, completed: z.boolean() });
export const questionnaireIdSchema = z.object({ questionnaire_id: ids.element });

export const reminderTextSchema = z.object({
  reminder_email_subject: z.string().trim().min(1, 'Please enter a subject').max(300),
  reminder_email_message: z.string().trim().min(1, 'Please enter a message').max(20_000),
  reminder_in_app_message: z.string().trim().max(2000).default(''),
  reminder_sms_message: z.string().trim().max(1000).default(''),
});
export const sendRemindersSchema = z.object({
  questionnaire_ids: ids,
  /** False: each questionnaire's own (or the default) texts; true: the texts given here. */
  customize: z.boolean().default(false),
  reminder_email_subject: z.string().max(300).optional(),
  reminder_email_message: z.string().max(20_000).optional(),
  reminder_in_app_message: z.string().max(2000).optional(),
  reminder_sms_message: z.string().max(1000).optional(),
});
export const generateLinkSchema = z.object({ companyId: ids.element, questionnaireId: ids.element });

export const collectMessages = {
  locked: 'Questionnaire successfully locked',
  unlocked: 'Questionnaire successfully unlocked',
  restored: 'Questionnaires restored successfully',
  restoreFailed: 'Failed to restore questionnaires',
  deleted: 'Questionnaire deleted',
  completed: 'Questionnaire marked completed',
  incomplete: 'Questionnaire marked incomplete',
  unsubmitted: 'Questionnaire unsubmitted',
  remindersSent: 'Reminders sent successfully',
  reminderUpdated: 'Reminder updated',
  reminderUpdateFailed: 'Reminder update failed',
  linkCopied: 'Link copied to clipboard',
  signInLinksSent: 'Sign in link(s) sent successfully',
  confirmLock: 'Lock this questionnaire? The client will only be able to view it.',
  confirmComplete: 'Mark this questionnaire completed?',
  confirmIncomplete: 'Mark this questionnaire incomplete?',
  confirmDelete: 'Delete this questionnaire? You can restore it from the Deleted filter.',
  empty: 'No questionnaires found',
  emptyHint: 'Send a questionnaire to an entity to start collecting answers and documents.',
  draftsSent: 'Questionnaire(s) sent',
  messageRequired: 'Please enter a message',
  depositChangeNotAllowed:
    'This deposit status cannot be set: only unpaid or pending can be marked paid, and marked paid can return to pending',
} as const;

/** GET /api/questionnaires/:id/reminder_text: the questionnaire's own texts, else the defaults. */
export const reminderTextsSchema = z.object({
  reminder_email_subject: z.string(),
  reminder_email_message: z.string(),
  reminder_in_app_message: z.string(),
  reminder_sms_message: z.string(),
});
export const generatedLinkSchema = z.object({ link: z.string() });
export const collectMessageSchema = z.object({ message: z.string() });
