import { index, inet, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { firmIdColumn } from './firms.ts';
import { users } from './users.ts';

/** A signed-in browser. Tokens are random and only their SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firmId: firmIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refreshTokenHash: text('refresh_token_hash').notNull().unique(),
    /** The refresh token before the last rotation: honoured briefly for tabs refreshing at once. */
    previousRefreshTokenHash: text('previous_refresh_token_hash'),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    /**
     * The current refresh token encrypted with the previous one: a browser whose rotation answer was lost (a
     * navigation cancelled it) presents the previous token again and gets the current one back within the grace.
     */
    refreshSuccessorSealed: text('refresh_successor_sealed'),
    accessTokenHash: text('access_token_hash').notNull().unique(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    /** The access token before the last refresh stays valid until it expires, so other tabs keep working. */
    previousAccessTokenHash: text('previous_access_token_hash'),
    previousAccessExpiresAt: timestamp('previous_access_expires_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: inet('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_user_idx').on(t.firmId, t.userId),
    index('sessions_previous_refresh_idx').on(t.previousRefreshTokenHash),
    index('sessions_previous_access_idx').on(t.previousAccessTokenHash),
  ],
);
