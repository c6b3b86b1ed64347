import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { firmIdColumn } from './firms.ts';
import { users } from './users.ts';

/**
 * A firm's workflow (spec 002 §3): its title and steps `[{id, stepType, content, position}]` as saved. It
 * runs as `ownerId`, the partner or admin who last saved it, with that person's current rights.
 */
export const workflows = pgTable(
  'workflows',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    title: text('title').notNull(),
    steps: jsonb('steps').notNull(),
    /** The first step's trigger, kept beside the steps so a trigger finds its workflows by index. */
    trigger: text('trigger').notNull(),
    active: boolean('active').notNull().default(false),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workflows_firm_trigger_idx').on(t.firmId, t.trigger, t.active)],
);

/** One run of a workflow on one entity: what triggered it and how it ended. */
export const workflowRuns = pgTable(
  'workflow_runs',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    workflowId: integer('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    /** The workflow's title and steps when the run began: a later edit does not rewrite history. */
    title: text('title').notNull(),
    steps: jsonb('steps').notNull(),
    trigger: text('trigger').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    questionnaireId: integer('questionnaire_id'),
    /** Who or what started it: null for a trigger, the firm user for a manual re-run. */
    startedById: integer('started_by_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('queued'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('workflow_runs_workflow_idx').on(t.firmId, t.workflowId, t.id),
    index('workflow_runs_company_idx').on(t.firmId, t.companyId, t.id),
  ],
);

/** Each step of a run: its input, the action taken, its result or failure, and when. */
export const workflowRunSteps = pgTable(
  'workflow_run_steps',
  {
    id: serial('id').primaryKey(),
    firmId: firmIdColumn(),
    runId: integer('run_id')
      .notNull()
      .references(() => workflowRuns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    stepType: text('step_type').notNull(),
    input: jsonb('input'),
    action: text('action'),
    result: jsonb('result'),
    /** succeeded, failed, or refused (an agent's tool call outside the run's entity). */
    status: text('status').notNull(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(1),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('workflow_run_steps_run_idx').on(t.runId, t.id)],
);
