import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { firmRoles, firmIdColumn } from './firms.ts';
import { users } from './users.ts';

/** Entities: companies or individuals a firm serves (spec 000 §3 Entity). */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    hashId: text('hash_id').notNull(),
    firmId: firmIdColumn(),
    name: text('name').notNull(),
    entityType: text('entity_type').notNull(),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    country: text('country'),
    businessEmail: text('business_email'),
    otherEmail: text('other_email'),
    clientManagerId: integer('client_manager_id').references(() => users.id, { onDelete: 'set null' }),
    cpaId: integer('cpa_id').references(() => users.id, { onDelete: 'set null' }),
    externalEntityId: text('external_entity_id'),
    externalUserId: text('external_user_id'),
    inactive: boolean('inactive').notNull().default(false),
    paying: boolean('paying').notNull().default(true),
    readonlyAccess: boolean('readonly_access').notNull().default(false),
    /** The primary contact. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The primary contact's last name and group, kept here by triggers (migration 0061) in the transaction that changes
     * the contact or the contact's name or group: the Entities list sorts by the one and filters by the other from
     * this table's indexes, instead of joining and sorting every entity of the firm (issue 39 §2). Never written by
     * the portal; null without a primary contact.
     */
    primaryContactLname: text('primary_contact_lname'),
    primaryContactGroupId: integer('primary_contact_group_id'),
    /** The primary contact's spouse among the owners (GET/POST /companies/{id}/spouse, spec 000 §7). */
    spouseUserId: integer('spouse_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The last four digits of the spouse's SSN (spec 000 §3 Entity spouse_ssn, shown masked). The portal
     * only ever shows it masked, so it keeps no more than the masked form needs.
     */
    spouseSsnLast4: text('spouse_ssn_last4'),
    /** folders_where_client_actions_disabled, custom_document_export_order (spec 002 §3). */
    settings: jsonb('settings')
      .notNull()
      .default(sql`'{}'::jsonb`),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_hash_id_key').on(t.hashId),
    index('companies_firm_list_idx')
      .on(t.firmId, t.name, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('companies_firm_user_idx').on(t.firmId, t.userId),
    index('companies_firm_updated_idx').on(t.firmId, t.updatedAt),
    // The Entities list sorted by last update or creation reads its page off these in order (with the id that
    // breaks ties), instead of sorting every matching entity of the firm.
    index('companies_firm_updated_list_idx')
      .on(t.firmId, t.updatedAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('companies_firm_created_list_idx')
      .on(t.firmId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    // The Entities list's other sort keys and its deleted entities (issue 39 §2). Each list index of live entities
    // also carries the list's filter columns (INCLUDE, written in migration 0059: drizzle has no INCLUDE), so a
    // page's ids come from an index-only scan and only its rows are read (entities-list.repo.ts).
    index('companies_firm_type_list_idx')
      .on(t.firmId, t.entityType, t.id)
      .where(sql`${t.deletedAt} is null`),
    // Sorted by primary contact; and a group's entities (a group-limited user's whole list: the group of their primary
    // contact) in each sort, on indexes of grouped entities only (empty in a firm without groups).
    index('companies_firm_contact_list_idx')
      .on(t.firmId, t.primaryContactLname, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('companies_firm_group_list_idx')
      .on(t.firmId, t.primaryContactGroupId, t.name, t.id)
      .where(sql`${t.deletedAt} is null and ${t.primaryContactGroupId} is not null`),
    index('companies_firm_group_type_list_idx')
      .on(t.firmId, t.primaryContactGroupId, t.entityType, t.id)
      .where(sql`${t.deletedAt} is null and ${t.primaryContactGroupId} is not null`),
    index('companies_firm_group_contact_list_idx')
      .on(t.firmId, t.primaryContactGroupId, t.primaryContactLname, t.id)
      .where(sql`${t.deletedAt} is null and ${t.primaryContactGroupId} is not null`),
    index('companies_firm_group_updated_list_idx')
      .on(t.firmId, t.primaryContactGroupId, t.updatedAt, t.id)
      .where(sql`${t.deletedAt} is null and ${t.primaryContactGroupId} is not null`),
    index('companies_firm_group_created_list_idx')
      .on(t.firmId, t.primaryContactGroupId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null and ${t.primaryContactGroupId} is not null`),
    index('companies_firm_deleted_list_idx')
      .on(t.firmId, t.name, t.id)
      .where(sql`${t.deletedAt} is not null`),
    // A filter of a few entities (inactive, read-only, a manager's or a CPA's) reads its matches from its own index
    // and sorts those few; the common side of a flag walks the sort's index instead.
    index('companies_firm_inactive_idx')
      .on(t.firmId)
      .where(sql`${t.deletedAt} is null and ${t.inactive}`),
    index('companies_firm_readonly_idx')
      .on(t.firmId)
      .where(sql`${t.deletedAt} is null and ${t.readonlyAccess}`),
    index('companies_firm_manager_idx')
      .on(t.firmId, t.clientManagerId)
      .where(sql`${t.deletedAt} is null`),
    index('companies_firm_cpa_idx')
      .on(t.firmId, t.cpaId)
      .where(sql`${t.deletedAt} is null`),
    // A name search reads the firm's matches only: each of the name's trigrams is a key of the firm's own
    // (firm_trigram_keys, migration 0066; db/like.ts entityNameContains), so its cost follows the firm's own names, whatever
    // other firms share the database, and its plan may be made once.
    index('companies_firm_name_keys_idx').using('gin', sql`firm_trigram_keys(${t.firmId}, ${t.name})`),
    // Entity pickers find an entity by the id the firm's own software gives it (issue 38 §4).
    index('companies_external_id_trgm_idx').using('gin', sql`${t.externalEntityId} gin_trgm_ops`),
  ],
);

/**
 * Each pair of neighbouring words of an entity's name, as a key (migration 0069's firm_word_pairs, hashed with the
 * firm), beside the name: a search sorted by name walks its pair's entries in name order (migration 0070). Kept by
 * triggers on companies; never written by the portal.
 */
export const companyNamePairs = pgTable(
  'company_name_pairs',
  {
    key: bigint('key', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    companyId: integer('company_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.name, t.companyId] })],
);

export const companyOwners = pgTable(
  'company_owners',
  {
    firmId: firmIdColumn(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationSubscribed: boolean('notification_subscribed').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), index('company_owners_user_idx').on(t.firmId, t.userId)],
);

export const firmRoleAssignments = pgTable(
  'firm_role_assignments',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firmRoleId: integer('firm_role_id')
      .notNull()
      .references(() => firmRoles.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('firm_role_assignments_key').on(t.companyId, t.firmRoleId)],
);

/** Staff notes on an entity (the Notes dialog); clients never see them. */
export const companyNotes = pgTable(
  'company_notes',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_notes_company_idx').on(t.firmId, t.companyId, t.createdAt)],
);
