import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { firmIdColumn } from './firms.ts';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A questionnaire sent to an entity (spec 001 §3 Questionnaire). Dates of days (due, remind) are `date`. */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    hashId: text('hash_id').notNull(),
    name: text('name').notNull(),
    /**
     * The entity's name, copied by triggers in the transaction that changes either (migration 0063), so Collect's
     * sort by entity name reads an index of questionnaires, not the firm's entities one by one.
     */
    companyName: text('company_name'),
    description: text('description'),
    taxYear: integer('tax_year').notNull(),
    isDraft: boolean('is_draft').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    completed: boolean('completed').notNull().default(false),
    inProgress: boolean('in_progress').notNull().default(false),
    /** Bumped by every answer write under the row's lock: orders the changes a page receives (see changeAfterWrite). */
    revision: integer('revision').notNull().default(0),
    remindersDisabled: boolean('reminders_disabled').notNull().default(false),
    trackChanges: boolean('track_changes').notNull().default(false),
    dueDate: date('due_date', { mode: 'string' }),
    earliestRemindDate: date('earliest_remind_date', { mode: 'string' }),
    sentAt: ts('sent_at'),
    openedAt: ts('opened_at'),
    submittedAt: ts('submitted_at'),
    lastFollowedUp: ts('last_followed_up'),
    lastActivityAt: ts('last_activity_at'),
    firstDocUploadedAt: ts('first_doc_uploaded_at'),
    /** The section the client is on (spec 001 §3 "status (a section id)"). */
    currentSectionId: integer('current_section_id'),
    /** Null when no deposit is asked for. */
    depositStatus: text('deposit_status', {
      enum: ['paid', 'marked_paid', 'payment_pending', 'pending', 'unpaid'],
    }),
    depositAmountCents: integer('deposit_amount_cents'),
    disclaimer: text('disclaimer'),
    documentDropOffEnabled: boolean('document_drop_off_enabled').notNull().default(false),
    /** Where upload answers are stored; {year} reads the tax year. */
    documentPath: text('document_path').notNull().default('/{year}/Questionnaire Uploads'),
    updateProfileSection: boolean('update_profile_section').notNull().default(false),
    profileConfirmedAt: ts('profile_confirmed_at'),
    reminderEmailSubject: text('reminder_email_subject'),
    reminderEmailMessage: text('reminder_email_message'),
    reminderInAppMessage: text('reminder_in_app_message'),
    reminderSmsMessage: text('reminder_sms_message'),
    firmCustomStatusId: integer('firm_custom_status_id'),
    templateId: integer('template_id'),
    /** The send batch that made it, so a retried batch skips the entities it already reached. */
    sendBatchId: integer('send_batch_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('questionnaires_hash_id_key').on(t.hashId),
    index('questionnaires_company_idx').on(t.companyId, t.createdAt.desc()),
    index('questionnaires_firm_created_idx').on(t.firmId, t.createdAt.desc()),
    // The Collect list's sorts, each in the exact order it asks for (collect-list.ts orderOf; a nulls
    // mismatch means a sort of the whole firm): id breaks ties, so pages never sort a tax year's thousands.
    index('questionnaires_firm_due_idx').on(t.firmId, t.dueDate, t.id),
    index('questionnaires_firm_name_idx').on(t.firmId, t.name.desc(), t.id.desc().nullsFirst()),
    index('questionnaires_firm_tax_year_idx').on(t.firmId, t.taxYear.desc(), t.id.desc().nullsFirst()),
    index('questionnaires_firm_sent_idx').on(t.firmId, t.sentAt.desc(), t.id.desc().nullsFirst()),
    index('questionnaires_firm_activity_idx').on(t.firmId, t.lastActivityAt.desc(), t.id.desc().nullsFirst()),
    // Empty dates sort last both ways, so the other direction of a nullable date is not the same index
    // read backwards (that would put them first): each has its own.
    index('questionnaires_firm_due_desc_idx').on(t.firmId, t.dueDate.desc(), t.id.desc().nullsFirst()),
    index('questionnaires_firm_sent_asc_idx').on(t.firmId, t.sentAt, t.id),
    index('questionnaires_firm_activity_asc_idx').on(t.firmId, t.lastActivityAt, t.id),
    // A tax year's questionnaires in the default order (newest first): the tax year is Collect's usual filter, and
    // by the firm's created index a page of one year's completed ones read ~2,000 rows at 100,000 (now ~280).
    index('questionnaires_firm_year_created_idx').on(
      t.firmId,
      t.taxYear,
      t.createdAt.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    // Collect's pages are deferred joins (issue 39 §2): each sort has an index of live questionnaires in its exact
    // order that also carries the list's filter columns (INCLUDE, written in migration 0060: drizzle has no INCLUDE),
    // so a page's ids come from an index-only scan (by entity name too: from the copied name, migration 0063).
    // (Each made as its columns are named: drizzle's .desc() changes the column's shared index settings.)
    ...(
      [
        ['name', () => [t.name.desc(), t.id.desc().nullsFirst()]],
        ['company_name', () => [t.companyName.desc(), t.id.desc().nullsFirst()]],
        ['tax_year', () => [t.taxYear.desc(), t.id.desc().nullsFirst()]],
        ['due', () => [t.dueDate, t.id]],
        ['due_desc', () => [t.dueDate.desc(), t.id.desc().nullsFirst()]],
        ['sent', () => [t.sentAt.desc(), t.id.desc().nullsFirst()]],
        ['sent_asc', () => [t.sentAt, t.id]],
        ['activity', () => [t.lastActivityAt.desc(), t.id.desc().nullsFirst()]],
        ['activity_asc', () => [t.lastActivityAt, t.id]],
        ['created', () => [t.createdAt.desc(), t.id.desc().nullsFirst()]],
      ] as const
    ).map(([key, columns]) =>
      index(`questionnaires_firm_${key}_list_idx`)
        .on(t.firmId, ...columns())
        .where(sql`${t.deletedAt} is null`),
    ),
    index('questionnaires_company_list_idx')
      .on(t.companyId, t.id)
      .where(sql`${t.deletedAt} is null`),
    // The deleted filter, and the count of all live ones (total less these).
    index('questionnaires_firm_deleted_idx')
      .on(t.firmId, t.createdAt.desc())
      .where(sql`${t.deletedAt} is not null`),
    // The Collect search (ILIKE '%term%').
    index('questionnaires_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('questionnaires_send_batch_idx')
      .on(t.sendBatchId)
      .where(sql`${t.sendBatchId} is not null`),
    // The reminder sweep reads only questionnaires that can still be reminded.
    index('questionnaires_remindable_idx')
      .on(t.dueDate)
      .where(
        sql`${t.dueDate} is not null and not ${t.locked} and not ${t.completed} and not ${t.remindersDisabled} and not ${t.isDraft} and ${t.deletedAt} is null`,
      ),
  ],
);

/** A section (spec 001 §3 Section): its kind by section_type and section_key. */
export const questionnaireSections = pgTable(
  'questionnaire_sections',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    sectionType: integer('section_type').notNull(),
    sectionKey: text('section_key'),
    markedCompleted: boolean('marked_completed').notNull().default(false),
    instruction: text('instruction'),
    customElement: text('custom_element'),
    triggerQuestionId: integer('trigger_question_id'),
    triggerAnswer: text('trigger_answer'),
  },
  (t) => [index('questionnaire_sections_questionnaire_idx').on(t.questionnaireId, t.position)],
);

/**
 * A question (spec 001 §3 Question). Follow-ups point at their trigger question; the fields of an
 * entries question point at it with `parent_question_id`, entry 0 being the blank definition.
 */
export const questionnaireQuestions = pgTable(
  'questionnaire_questions',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => questionnaireSections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    hint: text('hint'),
    questionType: text('question_type').notNull(),
    options: jsonb('options')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    answer: text('answer'),
    answerBy: date('answer_by', { mode: 'string' }),
    optional: boolean('optional').notNull().default(false),
    disableAnswerLater: boolean('disable_answer_later').notNull().default(false),
    disableNotApplicable: boolean('disable_not_applicable').notNull().default(false),
    numberOfCharacters: integer('number_of_characters'),
    documentLink: text('document_link'),
    followUpQuestionId: integer('follow_up_question_id'),
    triggerForFollowUpQuestion: text('trigger_for_follow_up_question'),
    priorYearValue: text('prior_year_value'),
    uploadedLastYear: boolean('uploaded_last_year').notNull().default(false),
    /** A checklist item for a form Connect recognised last year, and its payer (issue 42 §4). */
    expectedForm: text('expected_form'),
    expectedPayer: text('expected_payer'),
    parentQuestionId: integer('parent_question_id'),
    entryNumber: integer('entry_number'),
    answeredAt: ts('answered_at'),
    answeredById: integer('answered_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('questionnaire_questions_questionnaire_idx').on(t.questionnaireId, t.position),
    index('questionnaire_questions_parent_idx').on(t.parentQuestionId, t.entryNumber),
  ],
);

/** An engagement-letter signature (spec 001 §3 Signature), with the evidence of signing. */
export const questionnaireSignatures = pgTable(
  'questionnaire_signatures',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => questionnaireSections.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    signature: text('signature'),
    signatureType: text('signature_type', { enum: ['typed', 'drawn'] }),
    signedAt: ts('signed_at'),
    clientTime: text('client_time'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [index('questionnaire_signatures_questionnaire_idx').on(t.questionnaireId)],
);

/** Notes on questions (spec 001 §3 Note): clients never see the firm's. */
export const questionnaireNotes = pgTable(
  'questionnaire_notes',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questionnaireQuestions.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    fromFirmUser: boolean('from_firm_user').notNull(),
    removed: boolean('removed').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('questionnaire_notes_question_idx').on(t.questionnaireId, t.questionId)],
);

/**
 * A firm's questionnaire template (spec 001 §3): its sections and questions kept as one definition, the
 * shape a questionnaire is created from (features/questionnaires/create-questionnaire.ts SectionDef[]).
 */
export const questionnaireTemplates = pgTable(
  'questionnaire_templates',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    name: text('name').notNull(),
    description: text('description'),
    definition: jsonb('definition').notNull(),
    disclaimer: text('disclaimer'),
    depositAmountCents: integer('deposit_amount_cents'),
    /** The public template start link's id (/template/{hashId}); null until the link is first asked for. */
    hashId: text('hash_id'),
    /** Set on the firm's copy of a built-in starter template (one per firm and key). */
    builtInKey: text('built_in_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('questionnaire_templates_firm_idx').on(t.firmId, t.name),
    uniqueIndex('questionnaire_templates_built_in_key').on(t.firmId, t.builtInKey),
    uniqueIndex('questionnaire_templates_hash_id_key').on(t.hashId),
  ],
);
