import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { firmIdColumn } from './firms.ts';
import { users } from './users.ts';

/** Client (contact) tags, entity tags and document tags: per-firm vocabularies, names unique without case. */
export const contactTags = pgTable(
  'contact_tags',
  { id: serial('id').primaryKey(), firmId: firmIdColumn(), name: text('name').notNull() },
  (t) => [uniqueIndex('contact_tags_firm_name_key').on(t.firmId, sql`lower(${t.name})`)],
);

export const entityTags = pgTable(
  'entity_tags',
  { id: serial('id').primaryKey(), firmId: firmIdColumn(), name: text('name').notNull() },
  (t) => [uniqueIndex('entity_tags_firm_name_key').on(t.firmId, sql`lower(${t.name})`)],
);

/** Document tags (spec 002 §3): the firm's vocabulary; a document holds the names it carries. */
export const documentTags = pgTable(
  'document_tags',
  { id: serial('id').primaryKey(), firmId: firmIdColumn(), name: text('name').notNull() },
  (t) => [uniqueIndex('document_tags_firm_name_key').on(t.firmId, sql`lower(${t.name})`)],
);

export const userContactTags = pgTable(
  'user_contact_tags',
  {
    firmId: firmIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => contactTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tagId] }), index('user_contact_tags_tag_idx').on(t.firmId, t.tagId)],
);

export const companyEntityTags = pgTable(
  'company_entity_tags',
  {
    firmId: firmIdColumn(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => entityTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.tagId] }), index('company_entity_tags_tag_idx').on(t.firmId, t.tagId)],
);
