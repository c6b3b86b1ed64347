import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { firmIdColumn } from './firms.ts';
import { users } from './users.ts';

/** A conversation between a firm and clients (spec 000 §3 Conversation); archived once it has no entities. */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversations_firm_last_idx').on(t.firmId, t.lastMessageAt.desc())],
);

/** relevant_company_ids: the entities a conversation is about. */
export const conversationCompanies = pgTable(
  'conversation_companies',
  {
    firmId: firmIdColumn(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.companyId] }),
    index('conversation_companies_company_idx').on(t.companyId),
  ],
);

/**
 * advisor_ids and user_ids. A participant sees the messages created from `visibleFrom` on (null: the
 * whole history), so a new owner sees the past only when it was copied or transferred to them.
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    firmId: firmIdColumn(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isAdvisor: boolean('is_advisor').notNull(),
    visibleFrom: timestamp('visible_from', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_participants_user_idx').on(t.userId, t.conversationId),
  ],
);

/**
 * A message (spec 000 §3 Message). `text` is sanitized rich text and `plainText` its words (previews,
 * search, email and export). A scheduled message has `scheduledTime` and no `deliveredAt` until the
 * job sends it. Replies in a thread point at the thread's first message.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    firmId: firmIdColumn(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    threadId: bigint('thread_id', { mode: 'number' }),
    text: text('text').notNull(),
    plainText: text('plain_text').notNull(),
    tag: smallint('tag').notNull().default(0),
    hasReminder: boolean('has_reminder').notNull().default(false),
    remindersSent: smallint('reminders_sent').notNull().default(0),
    scheduledTime: timestamp('scheduled_time', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    isEdited: boolean('is_edited').notNull().default(false),
    isLog: boolean('is_log').notNull().default(false),
    /** Files sent with the message: documents of the entity (its /Attachments folder). */
    attachments: jsonb('attachments')
      .$type<{ id: number; name: string; file_type: string | null }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt, t.id),
    index('messages_thread_idx').on(t.threadId, t.createdAt),
    index('messages_scheduled_idx')
      .on(t.scheduledTime)
      .where(sql`${t.deliveredAt} is null and ${t.deletedAt} is null`),
    index('messages_reminder_idx')
      .on(t.deliveredAt)
      .where(sql`${t.hasReminder} and ${t.deletedAt} is null`),
  ],
);

/** unseen_user_ids: one row per message a participant has not seen yet. */
export const messageUnseen = pgTable(
  'message_unseen',
  {
    firmId: firmIdColumn(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id').notNull(),
    /** The thread the message belongs to; null on the main timeline. */
    threadId: bigint('thread_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index('message_unseen_user_idx').on(t.userId, t.conversationId),
  ],
);

/** A mass email (spec 000 §7): sent by a job in batches; `sent` and `failed` are its progress. */
export const massEmails = pgTable(
  'mass_emails',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    clientIds: integer('client_ids').array().notNull(),
    status: text('status', { enum: ['queued', 'sending', 'completed'] })
      .notNull()
      .default('queued'),
    total: integer('total').notNull(),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mass_emails_firm_idx').on(t.firmId, t.createdAt.desc())],
);

/** A file prepared in the background for one user (a conversation PDF), kept in the file storage. */
export const exportFiles = pgTable(
  'export_files',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key'),
    size: bigint('size', { mode: 'number' }),
    status: text('status', { enum: ['preparing', 'ready', 'failed'] })
      .notNull()
      .default('preparing'),
    /** A job that counts its work (Connect's export: documents) says how far it is; null otherwise. */
    progressDone: integer('progress_done'),
    progressTotal: integer('progress_total'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('export_files_user_idx').on(t.userId, t.createdAt.desc())],
);
