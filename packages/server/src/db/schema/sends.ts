import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { firmIdColumn } from './firms.ts';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A scheduled Send Questionnaire (spec 001 §4 "scheduled send with frequency once or recurring"): the
 * send payload kept as it was given, and the day it next runs. Each run makes a batch.
 */
export const questionnaireSendSchedules = pgTable(
  'questionnaire_send_schedules',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    frequency: text('frequency', {
      enum: ['once', 'weekly', 'monthly', 'month_end', 'month_start', 'quarterly', 'yearly'],
    }).notNull(),
    payload: jsonb('payload').notNull(),
    /** The first send's day, whose day of the month later monthly sends keep. */
    anchorDate: date('anchor_date', { mode: 'string' }).notNull(),
    /** Null once a schedule has nothing left to send (a 'once' that ran) or was cancelled. */
    nextSendDate: date('next_send_date', { mode: 'string' }),
    lastSentOn: date('last_sent_on', { mode: 'string' }),
    cancelledAt: ts('cancelled_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('questionnaire_send_schedules_due_idx')
      .on(t.nextSendDate)
      .where(sql`${t.nextSendDate} is not null`),
    index('questionnaire_send_schedules_firm_idx').on(t.firmId, t.createdAt.desc()),
  ],
);

/** One run of a send: the questionnaires it creates, counted as a background job makes them. */
export const questionnaireSendBatches = pgTable(
  'questionnaire_send_batches',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    scheduleId: integer('schedule_id').references(() => questionnaireSendSchedules.id, { onDelete: 'set null' }),
    payload: jsonb('payload').notNull(),
    /** The day the batch sends on: due dates of scheduled sends count from it. */
    sendDate: date('send_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('questionnaire_send_batches_firm_idx').on(t.firmId, t.createdAt.desc())],
);

/** A firm's own questionnaire status (spec 001 §3 Firm custom status), with what the client is told. */
export const firmCustomStatuses = pgTable(
  'firm_custom_statuses',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    firmUserDisplayStatus: text('firm_user_display_status').notNull(),
    clientDisplayStatus: text('client_display_status'),
    clientInstruction: text('client_instruction'),
    createdAt: ts('created_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('firm_custom_statuses_firm_idx').on(t.firmId)],
);

/** A rollover (prior-year) item of an entity (spec 001 §3), asked for again in the next year's questionnaire. */
export const priorYearItems = pgTable(
  'prior_year_items',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    year: integer('year').notNull(),
    source: text('source'),
    doNotRollover: boolean('do_not_rollover').notNull().default(false),
    removable: boolean('removable').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('prior_year_items_company_idx').on(t.firmId, t.companyId, t.year)],
);

/** A line item of a rollover item: a category and its value. */
export const priorYearLineItems = pgTable(
  'prior_year_line_items',
  {
    id: serial('id').primaryKey(),
    priorYearItemId: integer('prior_year_item_id')
      .notNull()
      .references(() => priorYearItems.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    value: text('value').notNull().default(''),
  },
  (t) => [index('prior_year_line_items_item_idx').on(t.priorYearItemId)],
);
