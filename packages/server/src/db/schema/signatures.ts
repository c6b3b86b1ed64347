import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { SIGNATURE_FIELD_KINDS, SIGNATURE_REQUEST_STATUSES } from '@portal/domain';
import { companies } from './companies.ts';
import { documents } from './documents.ts';
import { firmIdColumn, firms } from './firms.ts';
import { users } from './users.ts';

/** A PDF a firm asks an entity's owners to sign (spec 002 §3 Signature request). */
export const signatureRequests = pgTable(
  'signature_requests',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Its entity's name, copied for the sort by entity name (kept by triggers, migration 0065). */
    companyName: text('company_name'),
    taxYear: integer('tax_year').notNull(),
    formName: text('form_name').notNull(),
    status: text('status', { enum: SIGNATURE_REQUEST_STATUSES }).notNull().default('processing'),
    signedPagesOnly: boolean('signed_pages_only').notNull().default(false),
    /** Whether signers must verify their identity first: the firm's preference when the request was sent. */
    identityRequired: boolean('identity_required').notNull().default(false),
    originalDocumentId: bigint('original_document_id', { mode: 'number' }).references(() => documents.id, {
      onDelete: 'set null',
    }),
    signedDocumentId: bigint('signed_document_id', { mode: 'number' }).references(() => documents.id, {
      onDelete: 'set null',
    }),
    originalSha256: text('original_sha256'),
    signedSha256: text('signed_sha256'),
    pageCount: integer('page_count'),
    errorMessage: text('error_message'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The table's default order (last activity first) walks this index; deleted requests stay out.
    index('signature_requests_firm_updated_idx')
      .on(t.firmId, t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('signature_requests_company_idx').on(t.firmId, t.companyId),
    // The table's other sorts (issue 39 §2), each an index of live requests in its order that also carries the
    // filter and search columns (INCLUDE, written in migration 0060), so a page's ids come from an index-only scan.
    index('signature_requests_firm_year_list_idx')
      .on(t.firmId, t.taxYear.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('signature_requests_firm_form_list_idx')
      .on(t.firmId, t.formName.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('signature_requests_firm_status_list_idx')
      .on(t.firmId, t.status.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('signature_requests_firm_updated_list_idx')
      .on(t.firmId, t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    // By entity name, from the request's copy of it (migration 0065).
    index('signature_requests_firm_company_name_list_idx')
      .on(t.firmId, t.companyName.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    // An entity's live requests by id.
    index('signature_requests_company_list_idx')
      .on(t.companyId, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('signature_requests_signed_sha_idx').on(t.signedSha256),
    // The table's search reads document names by trigram.
    index('signature_requests_form_name_trgm_idx').using('gin', sql`${t.formName} gin_trgm_ops`),
  ],
);

/** Who signs a request: the entity's owners, in order; what they adopted and the evidence of their signing. */
export const signatureSigners = pgTable(
  'signature_signers',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    requestId: integer('request_id')
      .notNull()
      .references(() => signatureRequests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    signatureType: text('signature_type', { enum: ['typed', 'drawn'] }),
    /** Typed text, or a drawn signature as a PNG data URL. */
    signature: text('signature'),
    initials: text('initials'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [index('signature_signers_request_idx').on(t.requestId), index('signature_signers_user_idx').on(t.userId)],
);

/** A place on a page for one signer: a fraction of the page from its top-left corner. */
export const signatureFields = pgTable(
  'signature_fields',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    requestId: integer('request_id')
      .notNull()
      .references(() => signatureRequests.id, { onDelete: 'cascade' }),
    signerId: integer('signer_id')
      .notNull()
      .references(() => signatureSigners.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SIGNATURE_FIELD_KINDS }).notNull(),
    page: integer('page').notNull(),
    x: real('x').notNull(),
    y: real('y').notNull(),
    width: real('width').notNull(),
    height: real('height').notNull(),
    value: text('value'),
    filledAt: timestamp('filled_at', { withTimezone: true }),
  },
  (t) => [index('signature_fields_request_idx').on(t.requestId)],
);

/**
 * Signing evidence (issue 16 §5): every event of any signed subject, append-only and chained by hash per
 * firm. The database refuses UPDATE, and DELETE of a row younger than three years (migration 0026's
 * trigger). No foreign keys to users: evidence outlives the people in it.
 */
export const signatureEvents = pgTable(
  'signature_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    firmId: integer('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'restrict' }),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    event: text('event').notNull(),
    actorUserId: integer('actor_user_id'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    data: jsonb('data')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    prevHash: text('prev_hash'),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('signature_events_firm_idx').on(t.firmId, t.id),
    index('signature_events_subject_idx').on(t.firmId, t.subjectType, t.subjectId, t.id),
  ],
);

/**
 * Signed checkpoints of each firm's evidence chain (issue 36 §3): the chain's head (its last row's id and hash) at a
 * moment, signed with the portal's sealing key, which lives outside the database. Written on every seal and daily.
 * Someone holding only the database cannot make one (no key), and cannot rewrite or remove the chain's rows below
 * a checkpoint without verify seeing it. Append-only like the evidence (migration's trigger).
 */
export const evidenceCheckpoints = pgTable(
  'evidence_checkpoints',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    firmId: integer('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'restrict' }),
    lastEventId: bigint('last_event_id', { mode: 'number' }).notNull(),
    headHash: text('head_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** RSA-SHA256 of checkpointText(...), base64, by the sealing key. */
    signature: text('signature').notNull(),
  },
  (t) => [index('evidence_checkpoints_firm_idx').on(t.firmId, t.id)],
);
