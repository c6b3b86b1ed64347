import {
  type AnyPgColumn,
  bigint,
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
import { EXTRACTED_DOCUMENT_STATUSES } from '@portal/domain';
import { companies } from './companies.ts';
import { documents } from './documents.ts';
import { firmIdColumn } from './firms.ts';
import { users } from './users.ts';

/**
 * The bulk upload processor's work (spec 001 §3, 002 §3 Extracted document): one row for an upload being
 * split (parent_id null; processing, then split_succeeded, split_failed or identify_failed), and one row per
 * document cut from it (identify_succeeded, or review_required when no rule recognised its form), filed as
 * its own PDF in the entity's folder.
 */
export const extractedDocuments = pgTable(
  'extracted_documents',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => extractedDocuments.id, { onDelete: 'cascade' }),
    /** The uploaded file (for a cut document: the file it was cut from). */
    sourceDocumentId: bigint('source_document_id', { mode: 'number' }).references(() => documents.id, {
      onDelete: 'set null',
    }),
    /** The filed PDF of a cut document. */
    documentId: bigint('document_id', { mode: 'number' }).references(() => documents.id, { onDelete: 'set null' }),
    questionnaireId: integer('questionnaire_id'),
    source: text('source', { enum: ['upload', 'questionnaire'] }).notNull(),
    status: text('status', { enum: EXTRACTED_DOCUMENT_STATUSES }).notNull(),
    requiresSplitting: boolean('requires_splitting').notNull().default(true),
    name: text('name').notNull(),
    detailedName: text('detailed_name').notNull(),
    /** What tells two documents of one form apart: the payer. */
    differentiator: text('differentiator'),
    description: text('description'),
    form: text('form'),
    confidence: real('confidence'),
    /** The likeliest forms (best first) of a document Connect could not recognise, for staff to choose from. */
    candidates: jsonb('candidates').$type<{ form: string; confidence: number }[]>().notNull().default([]),
    taxYear: integer('tax_year'),
    firstPage: integer('first_page'),
    lastPage: integer('last_page'),
    pageCount: integer('page_count'),
    /** The entity's folder the documents are filed in. */
    folderPath: text('folder_path').notNull(),
    errorMessage: text('error_message'),
    markedAsOthers: boolean('marked_as_others').notNull().default(false),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('extracted_documents_company_idx').on(t.firmId, t.companyId, t.createdAt.desc()),
    index('extracted_documents_parent_idx').on(t.parentId),
    index('extracted_documents_status_idx').on(t.status, t.updatedAt),
  ],
);
