import { z } from 'zod';
import { recordId } from '../common/ids.ts';
import { addDays, isCalendarDay, utcDay, type IsoDay } from '../common/calendar-days.ts';
import { sendTaxYears } from '../common/tax-years.ts';
import { SECTION_TYPES } from './questionnaire.types.ts';

/**
 * Send Questionnaire (spec 001 §3 "Template send payload", §5 send, custom and drop-off rules, §7
 * send_questionnaires). The body is checked for shape by `sendQuestionnairesSchema`; the rules that need
 * today's date, the firm's payments and the kind of send are `sendProblems`, run by the web form and the
 * server alike, so both show the same message for the same field.
 */

export const sendMessages = {
  template: 'Please select a template',
  taxYear: 'Please select a tax year',
  company: 'Please select a company',
  dueDate: 'Please select a valid due date',
  dueDateFuture: 'Due date must be in the future',
  dueDateRequired: 'Please select a due date',
  frequency: 'Please select a frequency',
  sendDate: 'Please select a send date',
  depositAmount: 'Please enter a deposit amount',
  stripe: 'Please connect Stripe to the product first',
  questionText: 'Please enter the question text',
  subject: 'Please enter a subject',
  itemRequired: 'Please add at least 1 prior year item or additional item',
  itemExists: 'Item already exists',
  noSlashOrPeriod: 'Document options cannot contain slashes or periods',
  companiesOrTypes: 'Choose entities or entity types, not both',
  sections: 'Choose sections of this template',
  questionSection: 'An added question can join only a question section this send keeps',
  sensitiveWarning: 'Do not ask for sensitive information such as a social security number.',
  sent: 'Questionnaire(s) are being sent',
  scheduled: 'Questionnaire send scheduled',
  drafts: 'Successfully saved Questionnaire draft(s)',
  dropOffSent: 'Document Drop Off successfully sent',
  confirmMany: (n: number) => `You are about to send this questionnaire to ${n} entities or entity types. Continue?`,
} as const;

/** Frequencies of scheduled sends (spec 001 §4, 002 §3); 'once' is the default. */
export const SEND_FREQUENCIES = [
  'once',
  'weekly',
  'monthly',
  'month_end',
  'month_start',
  'quarterly',
  'yearly',
] as const;
export type SendFrequency = (typeof SEND_FREQUENCIES)[number];
export const SEND_KINDS = ['template', 'custom', 'drop_off'] as const;
export type SendKind = (typeof SEND_KINDS)[number];

/** Spec 001 §9: due date quick picks, and the days until due of a scheduled send. */
export const DUE_DATE_QUICK_PICKS = [
  { label: '7 days', days: 7 },
  { label: '2 weeks', days: 14 },
  { label: '1 month', days: 30 },
] as const;
export const DEFAULT_DAYS_UNTIL_DUE = 14;
/** Spec 001 §9: bulk sends to this many entities or entity types ask first. */
export const CONFIRM_SEND_AT = 10;
export const DEFAULT_CUSTOM_SUBJECT = 'Open items regarding';
/** Entities one send may name; entity types reach the whole book. */
export const MAX_SEND_COMPANIES = 5000;

/**
 * The queue status banner on Collect (spec 001 §7 Polling): the firm's backlog of questionnaires still
 * being made is read every 3 s and the list every 8 s, both for at most 60 s.
 */
export const BACKLOG_POLL_MS = 3000;
export const BACKLOG_LIST_POLL_MS = 8000;
export const BACKLOG_POLL_LIMIT_MS = 60_000;
export const sendBacklogSchema = z.object({ backlog_count: z.number().int().nonnegative() });
export type SendBacklog = z.infer<typeof sendBacklogSchema>;
export const backlogBannerText = (n: number) =>
  `${n} ${n === 1 ? 'questionnaire is' : 'questionnaires are'} still being sent. The list updates as they are made.`;

const day = z.string().refine(isCalendarDay, sendMessages.dueDate);
const dbId = recordId;

/** A template's section, by its place (from 0) in the template's `sections`, as the template detail lists them. */
const templateSectionIndex = z.number().int().min(0).max(999);

/** An additional question or open item (spec 001 §3 questions_to_create, §3 "Additional or open item"). */
export const questionToCreateSchema = z.object({
  text: z.string().max(5000),
  question_type: z.enum(['text', 'upload']),
  options: z.array(z.string().max(300)).max(50).default([]),
  /** A template send: the template section it joins, by its place in `sections`; none, Additional Questions. */
  section_id: templateSectionIndex.nullish(),
});
export type QuestionToCreate = z.infer<typeof questionToCreateSchema>;

export const sendQuestionnairesSchema = z.object({
  kind: z.enum(SEND_KINDS).default('template'),
  questionnaire_template_id: dbId.nullable().default(null),
  /** Custom: the subject (default 'Open items regarding'); drop-off: the custom template name. */
  name: z.string().max(300).nullable().default(null),
  company_ids: z.array(dbId).max(MAX_SEND_COMPANIES).default([]),
  company_types: z.array(z.string().min(1).max(100)).max(50).default([]),
  tax_year: z.number().int().min(0).max(9999).nullable().default(null),
  due_date: day.nullable().default(null),
  /** Scheduled sends: the due date is this many days after each send. */
  days_until_due: z.number().int().min(1).max(365).nullable().default(null),
  frequency: z.enum(SEND_FREQUENCIES).nullable().default(null),
  /** Set for a scheduled send: the day of the first send. */
  first_scheduled_date: day.nullable().default(null),
  include_prior_year_items: z.boolean().default(false),
  show_uploads_as_document_checklist: z.boolean().default(false),
  all_owner_signature_required: z.boolean().default(false),
  deposit_required: z.boolean().default(false),
  /** Dollars, as the form takes it. */
  deposit_amount: z.number().positive().max(1_000_000).nullable().default(null),
  update_profile_section: z.boolean().default(false),
  batch_sending: z.boolean().default(true),
  batch_reminder: z.boolean().default(false),
  document_popout_checklist_enabled: z.boolean().default(false),
  is_draft: z.boolean().default(false),
  questions_to_create: z.array(questionToCreateSchema).max(100).default([]),
  /** A template send: the template sections it keeps (review-and-submit always stays); none, every one. */
  sections: z.array(templateSectionIndex).max(1000).nullish(),
  custom_email_subject: z.string().max(300).nullable().default(null),
  custom_email_body: z.string().max(20_000).nullable().default(null),
});
export type SendQuestionnairesInput = z.infer<typeof sendQuestionnairesSchema>;

export interface SendContext {
  now: Date;
  /** billing_enabled and a connected card payment integration (spec 001 §5). */
  paymentsReady: boolean;
}

export type SendProblems = Partial<Record<keyof SendQuestionnairesInput | 'questions_to_create', string>>;

/** The spec 001 §5 rules of a send, as field → message; empty when the send may go. */
export function sendProblems(input: SendQuestionnairesInput, ctx: SendContext): SendProblems {
  const problems: SendProblems = {};
  const today: IsoDay = utcDay(ctx.now);
  const scheduled = input.first_scheduled_date !== null || (input.frequency !== null && input.frequency !== 'once');

  if (input.kind === 'template' && input.questionnaire_template_id === null)
    problems.questionnaire_template_id = sendMessages.template;
  if (input.tax_year === null || !sendTaxYears(ctx.now).includes(input.tax_year))
    problems.tax_year = sendMessages.taxYear;
  if (input.company_ids.length === 0 && input.company_types.length === 0) problems.company_ids = sendMessages.company;
  else if (input.company_ids.length > 0 && input.company_types.length > 0)
    problems.company_types = sendMessages.companiesOrTypes;

  if (scheduled) {
    if (input.frequency === null) problems.frequency = sendMessages.frequency;
    if (input.first_scheduled_date === null || input.first_scheduled_date < today)
      problems.first_scheduled_date = sendMessages.sendDate;
  } else if (input.kind === 'drop_off' && input.due_date === null && !input.is_draft) {
    problems.due_date = sendMessages.dueDateRequired;
  } else if (input.kind === 'custom' && input.due_date !== null && input.due_date < today) {
    problems.due_date = sendMessages.dueDateFuture;
  } else if (input.kind !== 'custom' && (input.due_date === null || input.due_date < today)) {
    problems.due_date = sendMessages.dueDate;
  }

  if (input.deposit_required) {
    if (!ctx.paymentsReady) problems.deposit_required = sendMessages.stripe;
    else if (input.deposit_amount === null) problems.deposit_amount = sendMessages.depositAmount;
  }

  if (input.kind === 'custom' && !(input.name ?? '').trim()) problems.name = sendMessages.subject;
  const itemProblem = questionsProblem(input);
  if (itemProblem) problems.questions_to_create = itemProblem;
  return problems;
}

function questionsProblem(input: SendQuestionnairesInput): string | null {
  const items = input.questions_to_create;
  if (input.kind === 'custom' && items.length === 0) return sendMessages.questionText;
  if (input.kind === 'drop_off' && !input.include_prior_year_items && items.length === 0)
    return sendMessages.itemRequired;
  const seen = new Set<string>();
  for (const item of items) {
    const text = item.text.trim();
    if (!text) return sendMessages.questionText;
    const key = text.toLowerCase();
    if (seen.has(key)) return sendMessages.itemExists;
    seen.add(key);
    if (input.kind === 'drop_off' && item.options.some((o) => /[/.]/.test(o))) return sendMessages.noSlashOrPeriod;
  }
  return null;
}

/** Whether a template send keeps the template's section at `index` (review-and-submit is always kept). */
export const keepsTemplateSection = (
  input: Pick<SendQuestionnairesInput, 'sections'>,
  index: number,
  section: { type: number },
): boolean => input.sections == null || input.sections.includes(index) || section.type === SECTION_TYPES.review;

/**
 * The rules of `sections` and an added question's `section_id`, against the template's sections: each names
 * one of them, and a question joins a question section the send keeps. Other sends take neither.
 */
export function templateSectionProblems(
  input: Pick<SendQuestionnairesInput, 'kind' | 'sections' | 'questions_to_create'>,
  templateSections: readonly { type: number }[],
): SendProblems {
  const problems: SendProblems = {};
  const sections = input.kind === 'template' ? templateSections : [];
  if (input.sections?.some((i) => i >= sections.length)) problems.sections = sendMessages.sections;
  const joinsBadly = (i: number) => {
    const section = sections[i];
    return !section || section.type !== SECTION_TYPES.questions || !keepsTemplateSection(input, i, section);
  };
  if (input.questions_to_create.some((q) => q.section_id != null && joinsBadly(q.section_id)))
    problems.questions_to_create = sendMessages.questionSection;
  return problems;
}

/** The due date of a send made on `sendDay`: the chosen day, or days_until_due (default 14) later when scheduled. */
export function sendDueDate(
  input: Pick<SendQuestionnairesInput, 'due_date' | 'days_until_due'>,
  sendDay: IsoDay,
  scheduled: boolean,
): IsoDay | null {
  if (!scheduled) return input.due_date;
  return addDays(sendDay, input.days_until_due ?? DEFAULT_DAYS_UNTIL_DUE);
}

/** Whether the send needs the "10 or more" confirmation first (spec 001 §9). */
export const needsSendConfirmation = (input: Pick<SendQuestionnairesInput, 'company_ids' | 'company_types'>) =>
  input.company_ids.length + input.company_types.length >= CONFIRM_SEND_AT;

export const sendResultSchema = z.object({
  message: z.string(),
  /** The batch that creates the questionnaires (null for a schedule that has not run yet). */
  send_id: z.number().int().nullable(),
  scheduled_send_id: z.number().int().nullable(),
});
export type SendResult = z.infer<typeof sendResultSchema>;

/** A batch's progress (polled by the send dialog's progress bar). */
export const sendProgressSchema = z.object({
  id: z.number().int(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  is_draft: z.boolean(),
});
export type SendProgress = z.infer<typeof sendProgressSchema>;

/** A scheduled (once or recurring) send, listed so the firm can see and cancel it. */
export const scheduledSendSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  frequency: z.enum(SEND_FREQUENCIES),
  next_send_date: z.string().nullable(),
  days_until_due: z.number().int(),
  company_count: z.number().int(),
  company_types: z.array(z.string()),
  created_at: z.string(),
});
export type ScheduledSend = z.infer<typeof scheduledSendSchema>;
