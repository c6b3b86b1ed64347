import { index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { firmIdColumn } from './firms.ts';
import { users } from './users.ts';

/**
 * One-time sign-in secrets: 6-digit codes (email, SMS, two-factor) and link tokens (magic link,
 * reset, setup, the pending second factor). Only hashes are stored; each is single use and expires.
 */
export const authSecrets = pgTable(
  'auth_secrets',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: [
        'sign_in_code',
        'two_factor_code',
        'magic_link',
        'setup_link',
        'two_factor_pending',
        'firm_choice',
        'firm_email',
        'arrival_link',
      ],
    }).notNull(),
    /** email or sms for codes; the address it went to, for per-address rate limits. */
    channel: text('channel', { enum: ['email', 'sms', 'none'] }).notNull(),
    address: text('address'),
    secretHash: text('secret_hash').notNull(),
    redirect: text('redirect'),
    /** firm_choice: the user records (one per firm) the proven email or password may enter. */
    choices: jsonb('choices').$type<number[]>(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_secrets_hash_idx').on(t.secretHash),
    index('auth_secrets_user_idx').on(t.userId, t.purpose, t.createdAt),
    index('auth_secrets_address_idx').on(t.address, t.createdAt),
  ],
);

/**
 * Wrong passwords, counted per account and source (`ip:<address>`) and per account across all sources
 * (`account`). A lock holds for passwords only: the owner can still sign in by an emailed code or link.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    failures: integer('failures').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.source] })],
);
