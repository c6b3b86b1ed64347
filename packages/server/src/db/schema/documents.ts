import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { firmIdColumn } from './firms.ts';
import { users } from './users.ts';

/**
 * An entity's documents (spec 002 §3 Document item): folders and files in one tree, addressed by
 * path. A file's bytes are in the file storage under `storageKey`, with the size, digest and type
 * measured while they streamed in.
 */
export const documents = pgTable(
  'documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    firmId: firmIdColumn(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['file', 'folder'] }).notNull(),
    /** The folder holding the item ('/' for the top). */
    folderPath: text('folder_path').notNull(),
    name: text('name').notNull(),
    storageKey: text('storage_key'),
    size: bigint('size', { mode: 'number' }),
    sha256: text('sha256'),
    fileType: text('file_type'),
    passwordProtected: boolean('password_protected').notNull().default(false),
    description: text('description'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    questionnaireId: integer('questionnaire_id'),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('documents_folder_idx').on(t.companyId, t.folderPath),
    index('documents_recent_idx').on(t.firmId, t.companyId, t.createdAt.desc()),
    uniqueIndex('documents_live_name_key')
      .on(t.companyId, t.folderPath, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Short-lived links for downloads and previews: only the token's hash is stored. */
export const downloadTokens = pgTable(
  'download_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    firmId: firmIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    documentId: bigint('document_id', { mode: 'number' }),
    /** A folder to zip when there is no document. */
    folderPath: text('folder_path'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('download_tokens_expiry_idx').on(t.expiresAt)],
);
