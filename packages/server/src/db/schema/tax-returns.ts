import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import {
  DRAFT_STATUSES,
  SIGNER_ROLES,
  TAX_AUTHORITIES,
  TAX_PAYMENT_METHODS,
  TAX_RETURN_STATUSES,
} from '@portal/domain';
import { companies } from './companies.ts';
import { documents } from './documents.ts';
import { firmIdColumn } from './firms.ts';
import { users } from './users.ts';

/** A return delivered to an entity for review, signature and payment (spec 002 §3 Tax return). */
export const taxReturns = pgTable(
  'tax_returns',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Its entity's name, copied for the sort by entity name (kept by triggers, migration 0065). */
    companyName: text('company_name'),
    taxYear: integer('tax_year').notNull(),
    taxReturnName: text('tax_return_name').notNull(),
    status: text('status', { enum: TAX_RETURN_STATUSES }).notNull().default('processing'),
    /** Set when the return went to the client for approval first (spec 002 §4 Draft flow). */
    draftStatus: text('draft_status', { enum: DRAFT_STATUSES }),
    draftComment: text('draft_comment'),
    originalDocumentId: bigint('original_document_id', { mode: 'number' }).references(() => documents.id, {
      onDelete: 'set null',
    }),
    /** The draft as the client sees it: every page stamped DRAFT. */
    watermarkedDocumentId: bigint('watermarked_document_id', { mode: 'number' }).references(() => documents.id, {
      onDelete: 'set null',
    }),
    pageCount: integer('page_count'),
    /**
     * Why processing proposed each form's signers, and what staff should check (issue 37 §5), kept while staff
     * correct the classification: [{page, form_id, reasons, warnings}].
     */
    proposalNotes: jsonb('proposal_notes')
      .$type<{ page: number; form_id: string; reasons: string[]; warnings: string[] }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    errorMessage: text('error_message'),
    assignedAdvisorId: integer('assigned_advisor_id').references(() => users.id, { onDelete: 'set null' }),
    externalEntityId: text('external_entity_id'),
    reminderDisabled: boolean('reminder_disabled').notNull().default(false),
    lastReminderSentAt: timestamp('last_reminder_sent_at', { withTimezone: true }),
    /** The firm's own invoice (its fee), paid through its card checkout or recorded paid by staff. */
    invoicePaid: boolean('invoice_paid').notNull().default(false),
    /** What the firm's invoice asks, in cents, when the client pays it on the portal; null: no invoice here. */
    invoiceAmountCents: integer('invoice_amount_cents'),
    /** Whether signers verify their identity first: the firm's preference when the return was sent. */
    identityRequired: boolean('identity_required').notNull().default(false),
    allSigned: boolean('all_signed').notNull().default(false),
    allPaid: boolean('all_paid').notNull().default(false),
    lastSignedAt: timestamp('last_signed_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The Deliver table's default order (last activity first) walks this index; deleted returns stay out.
    index('tax_returns_firm_updated_idx')
      .on(t.firmId, t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('tax_returns_firm_status_idx')
      .on(t.firmId, t.status, t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('tax_returns_company_idx').on(t.firmId, t.companyId),
    // The Deliver table's sorts (issue 39 §2), each an index of live returns in its order that also carries the
    // filter columns (INCLUDE, written in migration 0060), so a page's ids come from an index-only scan.
    index('tax_returns_firm_updated_list_idx')
      .on(t.firmId, t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('tax_returns_firm_year_list_idx')
      .on(t.firmId, t.taxYear.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('tax_returns_firm_name_list_idx')
      .on(t.firmId, t.taxReturnName.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('tax_returns_firm_status_list_idx')
      .on(t.firmId, t.status.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    // By entity name, from the return's copy of it (migration 0065).
    index('tax_returns_firm_company_name_list_idx')
      .on(t.firmId, t.companyName.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    // An entity's live returns by id.
    index('tax_returns_company_list_idx')
      .on(t.companyId, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('tax_returns_name_trgm_idx').using('gin', sql`${t.taxReturnName} gin_trgm_ops`),
  ],
);

/** An e-file authorization form of a return (spec 002 §3 e_sign_forms): its page and who signs it. */
export const taxReturnForms = pgTable(
  'tax_return_forms',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    taxReturnId: integer('tax_return_id')
      .notNull()
      .references(() => taxReturns.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    formId: text('form_id').notNull(),
    customFormName: text('custom_form_name'),
    wetSignatureRequired: boolean('wet_signature_required').notNull().default(false),
    /** Staff marked it signed (a wet signature received on paper). */
    markedSignedAt: timestamp('marked_signed_at', { withTimezone: true }),
    /** The page signed by every signer, stamped, certified and sealed (issue 18 §2). */
    signedDocumentId: bigint('signed_document_id', { mode: 'number' }).references(() => documents.id, {
      onDelete: 'set null',
    }),
    signedSha256: text('signed_sha256'),
    sealedAt: timestamp('sealed_at', { withTimezone: true }),
  },
  (t) => [index('tax_return_forms_return_idx').on(t.taxReturnId)],
);

/** One signer of one authorization form, and their signature once made (through the signatures feature). */
export const taxReturnFormSigners = pgTable(
  'tax_return_form_signers',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    formId: integer('form_id')
      .notNull()
      .references(() => taxReturnForms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    role: text('role', { enum: SIGNER_ROLES }).notNull(),
    signatureType: text('signature_type', { enum: ['typed', 'drawn'] }),
    signature: text('signature'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('tax_return_form_signers_form_idx').on(t.formId),
    index('tax_return_form_signers_user_idx').on(t.userId),
  ],
);

/**
 * A payment voucher of a return (spec 002 §3 payment_vouchers): a tax payment the client makes to the IRS or
 * a state (issue 37 §1), never to the firm. The client records it paid: when, how, and the confirmation
 * number the authority gave.
 */
export const taxReturnVouchers = pgTable(
  'tax_return_vouchers',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    taxReturnId: integer('tax_return_id')
      .notNull()
      .references(() => taxReturns.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    formId: text('form_id').notNull(),
    customPaymentName: text('custom_payment_name'),
    /** Whom it pays: 'IRS' or a state's postal code; null when nothing says (staff choose). */
    authority: text('authority', { enum: TAX_AUTHORITIES }),
    /** Null while the page did not show it: staff fill it in before sending. */
    amountCents: integer('amount_cents'),
    isDueAsap: boolean('is_due_asap').notNull().default(false),
    dueDate: date('due_date'),
    /** When the payment was recorded; set means paid. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The day the client says they paid (or scheduled) it. */
    paidOn: date('paid_on'),
    paymentMethod: text('payment_method', { enum: TAX_PAYMENT_METHODS }),
    confirmationNumber: text('confirmation_number'),
    paidById: integer('paid_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The due date its reminder went out for: one reminder per due date. */
    remindedForDueDate: date('reminded_for_due_date'),
  },
  (t) => [
    index('tax_return_vouchers_return_idx').on(t.taxReturnId),
    // The reminder job reads unpaid vouchers by due date.
    index('tax_return_vouchers_unpaid_due_idx')
      .on(t.dueDate)
      .where(sql`${t.paidAt} is null and ${t.dueDate} is not null`),
  ],
);

/** A return the client mails on paper (spec 002 §3 paper_filed_returns). */
export const taxReturnPaperFilings = pgTable(
  'tax_return_paper_filings',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    taxReturnId: integer('tax_return_id')
      .notNull()
      .references(() => taxReturns.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    formId: text('form_id').notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [index('tax_return_paper_filings_return_idx').on(t.taxReturnId)],
);
