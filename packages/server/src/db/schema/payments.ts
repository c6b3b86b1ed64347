import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { firmIdColumn } from './firms.ts';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * What a card checkout pays the firm for: a questionnaire's deposit, a tax return's invoice (the firm's fee).
 * 'tax_return_voucher' names only checkouts opened before vouchers became tax payments (issue 37 §1): a
 * voucher is paid to the IRS or a state, never through the firm's checkout.
 */
export const PAYMENT_SUBJECT_TYPES = ['questionnaire', 'tax_return_voucher', 'tax_return_invoice'] as const;

/**
 * Card checkouts (Stripe Checkout or the built-in test checkout) of any subject (issue 16 §1). The subject
 * is a type and an id: its feature owns the row it names and checks it before asking for a checkout.
 */
export const paymentCheckouts = pgTable(
  'payment_checkouts',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    subjectType: text('subject_type', { enum: PAYMENT_SUBJECT_TYPES }).notNull(),
    subjectId: integer('subject_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    sessionId: text('session_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    description: text('description').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    status: text('status', { enum: ['open', 'paid', 'expired'] })
      .notNull()
      .default('open'),
    createdAt: ts('created_at').notNull().defaultNow(),
    paidAt: ts('paid_at'),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('payment_checkouts_session_key').on(t.provider, t.sessionId),
    index('payment_checkouts_subject_idx').on(t.firmId, t.subjectType, t.subjectId),
    // One open checkout per subject: a second one could be paid too (a voucher charged twice).
    uniqueIndex('payment_checkouts_one_open_key')
      .on(t.firmId, t.subjectType, t.subjectId)
      .where(sql`${t.status} = 'open'`),
  ],
);
