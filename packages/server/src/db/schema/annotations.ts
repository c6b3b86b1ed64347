import { bigint, index, integer, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ANNOTATION_COLORS, ANNOTATION_SHAPES } from '@portal/domain';
import { documents } from './documents.ts';
import { firmIdColumn } from './firms.ts';
import { users } from './users.ts';

/**
 * Staff's annotations on a document's PDF (spec 001 §3 Annotation): checks and textboxes placed on its pages in
 * page units. Saving replaces a document's whole list, so rows are never updated in place; `position` keeps the
 * order they were drawn in.
 */
export const documentAnnotations = pgTable(
  'document_annotations',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    documentId: bigint('document_id', { mode: 'number' })
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    page: integer('page').notNull(),
    shapeType: text('shape_type', { enum: ANNOTATION_SHAPES }).notNull(),
    text: text('text'),
    color: text('color', { enum: ANNOTATION_COLORS }).notNull(),
    width: real('width'),
    rotation: integer('rotation').notNull().default(0),
    x: real('x').notNull(),
    y: real('y').notNull(),
    /**
     * The size of its page as shown (after the page's own rotation), in page units, read from the PDF when the list
     * was saved: the spec's position_data carries it (pageWidth, pageHeight), and its bottom is measured from it.
     * Null on rows saved before it was kept, and on a PDF that could not be read.
     */
    pageWidth: real('page_width'),
    pageHeight: real('page_height'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_annotations_document_idx').on(t.firmId, t.documentId, t.position)],
);
