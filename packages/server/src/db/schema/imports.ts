import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
