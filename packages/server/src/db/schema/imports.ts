import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { firmIdColumn } from './firms.ts';
import { users } from './users.ts';

/** A client list import: its rows wait here for the background job, which records progress and errors. */
export const importLists = pgTable(
  'import_lists',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    originalFileName: text('original_file_name').notNull(),
    listType: text('list_type', { enum: ['individuals', 'entities'] }).notNull(),
    assignedFirmUserId: integer('assigned_firm_user_id').notNull(),
    records: jsonb('records').notNull(),
    status: text('status', { enum: ['queued', 'importing', 'completed', 'failed'] })
      .notNull()
      .default('queued'),
    total: integer('total').notNull(),
    imported: integer('imported').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    errors: jsonb('errors').notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('import_lists_firm_idx').on(t.firmId, t.createdAt)],
);

/**
 * An uploaded import file (client list, rollover items, other document): the bytes are in the file
 * storage under `storageKey`, with the size and digest measured while they streamed in.
 */
export const importFiles = pgTable(
  'import_files',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    documentType: text('document_type', { enum: ['client_list', 'rollover_zip', 'rollover_csv', 'other'] }).notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    assignedFirmUserId: integer('assigned_firm_user_id'),
    listType: text('list_type', { enum: ['individuals', 'entities'] }),
    documentName: text('document_name'),
    taxSoftware: text('tax_software'),
    year: integer('year'),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('import_files_firm_idx').on(t.firmId, t.createdAt)],
);
