import {
  bigserial,
  boolean,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from './companies.ts';
import { firmIdColumn } from './firms.ts';
import { users } from './users.ts';

/** The activity log (spec 002 §3): type ids 0 to 8, written by services in the same transaction. */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    firmId: firmIdColumn(),
    typeId: smallint('type_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    questionnaireId: integer('questionnaire_id'),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    subjectUserId: integer('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: inet('ip'),
    userAgent: text('user_agent'),
    metadata: jsonb('metadata')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The feed's order (newest first, the id breaking ties; nulls first as `desc` places them, or the index does not
    // give the order), so a page is read off the index, not sorted (issue 39 §2).
    index('activity_logs_firm_created_idx').on(t.firmId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('activity_logs_firm_company_idx').on(t.firmId, t.companyId, t.createdAt.desc()),
    index('activity_logs_firm_type_idx').on(
      t.firmId,
      t.typeId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A user's feed: what they did or what was done to them, each read from its own index.
    index('activity_logs_firm_actor_idx').on(
      t.firmId,
      t.actorUserId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('activity_logs_firm_subject_idx').on(
      t.firmId,
      t.subjectUserId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The feed's search (title or description contains), each through its trigram index.
    index('activity_logs_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('activity_logs_description_trgm_idx').using('gin', sql`${t.description} gin_trgm_ops`),
    // A Collect page's latest logged event per questionnaire (the overview's "all activity" setting), read per row.
    index('activity_logs_firm_questionnaire_idx').on(t.firmId, t.questionnaireId, t.createdAt.desc()),
  ],
);

/** Per-user notifications (spec 000 §3); unread means not dismissed. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    firmId: firmIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeId: smallint('type_id').notNull(),
    text: text('text').notNull(),
    clientName: text('client_name'),
    link: text('link'),
    dismissed: boolean('dismissed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.firmId, t.userId, t.dismissed, t.createdAt.desc())],
);

/**
 * Which notification types (1, 2, 3, 7) a firm user gets for an entity. No row means all of them:
 * staff hear about their clients unless they opt out.
 */
export const notificationSubscriptions = pgTable(
  'notification_subscriptions',
  {
    firmId: firmIdColumn(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeIds: smallint('type_ids').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    index('notification_subscriptions_user_idx').on(t.firmId, t.userId),
  ],
);
