import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Every firm-owned table starts with this column: queries filter on it, and a firm's deletion cascades. */
export const firmIdColumn = () =>
  integer('firm_id')
    .notNull()
    .references(() => firms.id, { onDelete: 'cascade' });

export const firms = pgTable(
  'firms',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    subdomainUrl: text('subdomain_url').notNull(),
    timeZone: text('time_zone').notNull(),
    theme: jsonb('theme')
      .notNull()
      .default(sql`'{}'::jsonb`),
    mediumUrl: text('medium_url'),
    /** The firm's logo and favicon in the file storage (spec 002 §1 branding); served publicly by firm. */
    logoKey: text('logo_key'),
    logoType: text('logo_type'),
    faviconKey: text('favicon_key'),
    faviconType: text('favicon_type'),
    questionnaireReminderFrequency: integer('questionnaire_reminder_frequency').notNull().default(7),
    /** Read through firmPreferencesSchema so every flag has its default. */
    preferences: jsonb('preferences')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * When the firm's creator confirmed their email (issue 24 §2). A firm made at /create-firm starts
     * without it, and until then its mail waits in held_mail; firms made any other way are confirmed.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }).defaultNow(),
    /** The address the creator must confirm; the only one an unconfirmed firm may mail. */
    creatorEmail: text('creator_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('firms_subdomain_url_key').on(sql`lower(${t.subdomainUrl})`)],
);

export const firmGroups = pgTable(
  'firm_groups',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('firm_groups_firm_name_key').on(t.firmId, sql`lower(${t.name})`)],
);

export const firmRoles = pgTable(
  'firm_roles',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    roleName: text('role_name').notNull(),
    permissionIds: integer('permission_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('firm_roles_firm_name_key').on(t.firmId, sql`lower(${t.roleName})`)],
);

/** Firm-defined entity types beside the built-in ones (spec 002 §3). */
export const entityTypes = pgTable(
  'entity_types',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    name: text('name').notNull(),
    individualsAllowed: boolean('individuals_allowed').notNull().default(true),
  },
  (t) => [uniqueIndex('entity_types_firm_name_key').on(t.firmId, sql`lower(${t.name})`)],
);

/** The firm's glossary (spec 002 §3 firm_vocabs): clients see the description where a key word appears. */
export const firmVocabs = pgTable(
  'firm_vocabs',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    keyWords: text('key_words').notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('firm_vocabs_firm_key_words_key').on(t.firmId, sql`lower(${t.keyWords})`)],
);

/** Platform-wide live settings such as the maintenance banner (not firm-owned). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Mail an unconfirmed firm sent, kept until its creator confirms their email, then sent in order. */
export const heldMail = pgTable(
  'held_mail',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    message: jsonb('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('held_mail_firm_idx').on(t.firmId, t.id)],
);
