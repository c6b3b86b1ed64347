import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { firmGroups, firmIdColumn } from './firms.ts';

/** Firm staff and clients alike (spec 000 §3). Secrets live in columns the presenter never reads. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uid: uuid('uid').notNull().defaultRandom(),
    firmId: firmIdColumn(),
    fname: text('fname').notNull(),
    lname: text('lname').notNull(),
    preferredName: text('preferred_name'),
    email: text('email'),
    workEmail: text('work_email'),
    phoneNumber: text('phone_number'),
    workPhoneNumber: text('work_phone_number'),
    workPhoneExtension: text('work_phone_extension'),
    preferredContactMethod: text('preferred_contact_method', { enum: ['email', 'sms'] })
      .notNull()
      .default('email'),
    preferredSignInMethod: text('preferred_sign_in_method', { enum: ['password', 'email', 'sms'] }),
    timeZone: text('time_zone').notNull(),
    groupId: integer('group_id').references(() => firmGroups.id, { onDelete: 'set null' }),
    isAdvisor: boolean('is_advisor').notNull().default(false),
    firmAccess: text('firm_access', { enum: ['partner', 'admin', 'full', 'group', 'other'] }),
    enabled2fa: boolean('enabled_2fa').notNull().default(false),
    paying: boolean('paying').notNull().default(true),
    readonlyAccess: boolean('readonly_access').notNull().default(false),
    assignedAdvisorId: integer('assigned_advisor_id'),
    externalUserId: text('external_user_id'),
    defaultCompanyId: integer('default_company_id'),
    overviewSetting: jsonb('overview_setting')
      .notNull()
      .default(sql`'{}'::jsonb`),
    preferences: jsonb('preferences')
      .notNull()
      .default(sql`'{}'::jsonb`),
    passwordHash: text('password_hash'),
    mustSetPassword: boolean('must_set_password').notNull().default(false),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** When a partner last invited this staff member (spec 002 §2 firm settings: Staff). */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_uid_key').on(t.uid),
    // An email is one person within a firm; the same person may be a client of two firms, each with its
    // own record (sign-in offers a firm picker once the email is proven: features/auth/firm-choice.ts).
    uniqueIndex('users_firm_email_key')
      .on(t.firmId, sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    // Sign-in looks an email up across firms.
    index('users_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    // The Users table's default order, for live users only: a deep page walks the index without sorting.
    index('users_firm_list_idx')
      .on(t.firmId, t.isAdvisor, t.lname, t.fname, t.id)
      .where(sql`${t.deletedAt} is null`),
    // The Users table's other sort keys and its deleted users (issue 39 §2); each list index of live users also
    // carries the list's filter columns (INCLUDE, written in migration 0059), so a page's ids come from an
    // index-only scan (users-list.repo.ts).
    index('users_firm_email_list_idx')
      .on(t.firmId, t.isAdvisor, t.email, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('users_firm_advisor_list_idx')
      .on(t.firmId, t.isAdvisor, t.assignedAdvisorId, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('users_firm_updated_list_idx')
      .on(t.firmId, t.isAdvisor, t.updatedAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('users_firm_created_list_idx')
      .on(t.firmId, t.isAdvisor, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('users_firm_deleted_list_idx')
      .on(t.firmId, t.isAdvisor, t.lname, t.fname, t.id)
      .where(sql`${t.deletedAt} is not null`),
    index('users_firm_readonly_idx')
      .on(t.firmId, t.isAdvisor)
      .where(sql`${t.deletedAt} is null and ${t.readonlyAccess}`),
    index('users_firm_advisor_idx').on(t.firmId, t.assignedAdvisorId),
    index('users_firm_group_idx').on(t.firmId, t.groupId),
    index('users_name_trgm_idx').using('gin', sql`(${t.fname} || ' ' || ${t.lname}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);
