import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { firmIdColumn } from './firms.ts';
import { users } from './users.ts';

/**
 * Outside sign-ins linked to a portal user (spec 000 §7 users/link_account). One per provider per user; an
 * outside account (provider + subject) belongs to one user of a firm, and each firm links its own record of a
 * person, as it keeps its own email for them.
 */
export const linkedAccounts = pgTable(
  'linked_accounts',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's stable id for the person (OpenID Connect `sub`). */
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('linked_accounts_user_provider_idx').on(t.userId, t.provider),
    uniqueIndex('linked_accounts_firm_subject_idx').on(t.firmId, t.provider, t.subject),
    index('linked_accounts_subject_idx').on(t.provider, t.subject),
  ],
);
