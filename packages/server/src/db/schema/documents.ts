import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
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
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    questionnaireId: integer('questionnaire_id'),
    /** An upload question's answer, with the document option the client chose. */
    questionId: integer('question_id'),
    selectedOption: text('selected_option'),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('documents_folder_idx').on(t.companyId, t.folderPath),
    index('documents_questionnaire_idx')
      .on(t.questionnaireId, t.questionId)
      .where(sql`${t.questionnaireId} is not null`),
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
    /**
     * Access was checked by the feature that issued the link under its own rules (a client's tax return,
     * in a folder clients do not browse): redeeming checks the user, firm and entity, not the folder.
     */
    grantedByFeature: boolean('granted_by_feature').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('download_tokens_expiry_idx').on(t.expiresAt)],
);

/** A public drop link (spec 002 §3): visitors leave files for the firm at /drop-link?token=. */
export const dropLinks = pgTable(
  'drop_links',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    name: text('name').notNull(),
    /** The public link's secret part; random, so links cannot be guessed. */
    token: text('token').notNull(),
    customInstruction: text('custom_instruction'),
    hideSignInButton: boolean('hide_sign_in_button').notNull().default(false),
    subscribedUserIds: integer('subscribed_user_ids').array().notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('drop_links_token_key').on(t.token),
    uniqueIndex('drop_links_live_name_key')
      .on(t.firmId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** One visit's upload through a drop link: who left it and what they said. */
export const dropLinkUploads = pgTable(
  'drop_link_uploads',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    dropLinkId: integer('drop_link_id')
      .notNull()
      .references(() => dropLinks.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    description: text('description'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('drop_link_uploads_link_idx').on(t.dropLinkId, t.uploadedAt.desc())],
);

export const dropLinkFiles = pgTable('drop_link_files', {
  id: serial('id').primaryKey(),
  uploadId: integer('upload_id')
    .notNull()
    .references(() => dropLinkUploads.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  storageKey: text('storage_key').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  fileType: text('file_type').notNull(),
});

/** unseen_user_ids of an upload: one row per subscribed firm user who has not opened it. */
export const dropLinkUnseen = pgTable(
  'drop_link_unseen',
  {
    firmId: firmIdColumn(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => dropLinkUploads.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.userId] }), index('drop_link_unseen_user_idx').on(t.userId)],
);

/**
 * A secure upload link (spec 002 §2 /secure-upload): anyone holding it may put files into one folder
 * of one entity for 7 days. Only the token's hash is stored.
 */
export const secureUploadLinks = pgTable('secure_upload_links', {
  id: serial('id').primaryKey(),
  firmId: firmIdColumn(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  folderPath: text('folder_path').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
