import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What background jobs have already done, by a key naming the effect (`mass-email:12:user:7`): an email sent, a
 * reminder recorded. A job run again after its process died (issue 36 §1) skips what is here, so each effect
 * happens once. Kept 30 days (the daily purge), longer than any job is retried.
 */
export const jobEffects = pgTable(
  'job_effects',
  {
    key: text('key').primaryKey(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_effects_done_at_idx').on(t.doneAt)],
);

/**
 * Files a job has started writing for a record it has not committed yet (a sealed PDF, a split form, an export).
 * The record's transaction removes the row; a row left behind names bytes of a run that died, which the job's
 * next run (by `owner`) or the hourly sweep removes, so a crash leaves no stray copy in storage.
 */
export const pendingFiles = pgTable(
  'pending_files',
  {
    storageKey: text('storage_key').primaryKey(),
    owner: text('owner').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pending_files_owner_idx').on(t.owner), index('pending_files_created_at_idx').on(t.createdAt)],
);
