import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { VERIFICATION_STATUSES } from '@portal/domain';
import { firmIdColumn } from './firms.ts';
import { users } from './users.ts';

/**
 * One identity check of one signer for one signed subject (spec 002 §3 stripe_identity_verifications): a
 * session at the provider (Stripe Identity, or the built-in test mode) and the latest result it reported.
 * A signer who tries again gets a new row; the newest stands for them. A check passed for one subject stands
 * for the same person's other subjects at the firm for a while (issue 37 §2): each such subject gets a row of
 * its own naming the check it relied on (reused_from_id), so its evidence and its table say so.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    sessionId: text('session_id').notNull().unique(),
    status: text('status', { enum: VERIFICATION_STATUSES }).notNull().default('not_started'),
    errorCode: text('error_code'),
    errorDescription: text('error_description'),
    /** When the provider made the event last applied: an older event arriving late changes nothing. */
    eventAt: timestamp('event_at', { withTimezone: true }),
    /** The passed check this row relies on (another subject's), when reused; its event_at is that check's. */
    reusedFromId: integer('reused_from_id').references((): AnyPgColumn => identityVerifications.id, {
      onDelete: 'restrict',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('identity_verifications_subject_idx').on(t.firmId, t.subjectType, t.subjectId, t.userId),
    // A signer's recent passed check, whatever it was for: read when another subject asks for one.
    index('identity_verifications_verified_idx')
      .on(t.firmId, t.userId, t.eventAt.desc())
      .where(sql`${t.status} = 'verified' and ${t.errorCode} is null`),
  ],
);

/** Webhook events already applied, by provider and event id: a replayed event is acknowledged and ignored. */
export const providerWebhookEvents = pgTable(
  'provider_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** The built-in test mode's sessions (no STRIPE_SECRET_KEY): what its verification page shows and returns to. */
export const testIdentitySessions = pgTable('test_identity_sessions', {
  sessionId: text('session_id').primaryKey(),
  userId: integer('user_id').notNull(),
  email: text('email').notNull(),
  returnUrl: text('return_url').notNull(),
  metadata: jsonb('metadata')
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  status: text('status', { enum: VERIFICATION_STATUSES }).notNull(),
  errorCode: text('error_code'),
  errorDescription: text('error_description'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
