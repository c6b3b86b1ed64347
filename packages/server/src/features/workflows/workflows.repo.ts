import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { SavedWorkflow, WorkflowTrigger } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { companies, workflowRuns, workflowRunSteps, workflows } from '../../db/schema/index.ts';

export type WorkflowRow = typeof workflows.$inferSelect;
export type RunRow = typeof workflowRuns.$inferSelect;
export type RunStepRow = typeof workflowRunSteps.$inferSelect;

/** How many runs a history shows: the latest. */
export const RUN_HISTORY_LIMIT = 50;

export const listWorkflows = (db: DbOrTx, firmId: number) =>
  db
    .select()
    .from(workflows)
    .where(eq(workflows.firmId, firmId))
    .orderBy(desc(workflows.updatedAt), desc(workflows.id));

export async function findWorkflow(db: DbOrTx, firmId: number, id: number): Promise<WorkflowRow | null> {
  const [row] = await db
    .select()
    .from(workflows)
    .where(and(eq(workflows.firmId, firmId), eq(workflows.id, id)));
  return row ?? null;
}

export async function insertWorkflow(
  db: DbOrTx,
  firmId: number,
  values: SavedWorkflow & { trigger: WorkflowTrigger; ownerId: number; active: boolean; now: Date },
) {
  const [row] = await db
    .insert(workflows)
    .values({
      firmId,
      title: values.title,
      steps: values.steps,
      trigger: values.trigger,
      ownerId: values.ownerId,
      active: values.active,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  return row!;
}

export async function updateWorkflow(
  db: DbOrTx,
  firmId: number,
  id: number,
  values: Partial<Pick<WorkflowRow, 'title' | 'steps' | 'trigger' | 'ownerId' | 'active'>> & { updatedAt: Date },
) {
  const [row] = await db
    .update(workflows)
    .set(values)
    .where(and(eq(workflows.firmId, firmId), eq(workflows.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteWorkflow(db: DbOrTx, firmId: number, id: number) {
  const rows = await db
    .delete(workflows)
    .where(and(eq(workflows.firmId, firmId), eq(workflows.id, id)))
    .returning({ id: workflows.id });
  return rows.length > 0;
}

/** The firm's active workflows that start on this trigger (the trigger path's one query). */
export const activeWorkflows = (db: DbOrTx, firmId: number, trigger: WorkflowTrigger) =>
  db
    .select()
    .from(workflows)
    .where(and(eq(workflows.firmId, firmId), eq(workflows.trigger, trigger), eq(workflows.active, true)));

export async function hasActiveWorkflow(db: DbOrTx, firmId: number, trigger: WorkflowTrigger) {
  const [row] = await db
    .select({ id: workflows.id })
    .from(workflows)
    .where(and(eq(workflows.firmId, firmId), eq(workflows.trigger, trigger), eq(workflows.active, true)))
    .limit(1);
  return !!row;
}

export async function insertRun(db: DbOrTx, values: typeof workflowRuns.$inferInsert) {
  const [row] = await db.insert(workflowRuns).values(values).returning();
  return row!;
}

export async function findRun(db: DbOrTx, firmId: number, id: number): Promise<RunRow | null> {
  const [row] = await db
    .select()
    .from(workflowRuns)
    .where(and(eq(workflowRuns.firmId, firmId), eq(workflowRuns.id, id)));
  return row ?? null;
}

export async function setRunStatus(
  db: DbOrTx,
  firmId: number,
  id: number,
  values: Pick<RunRow, 'status'> & Partial<Pick<RunRow, 'error' | 'finishedAt'>>,
) {
  await db
    .update(workflowRuns)
    .set(values)
    .where(and(eq(workflowRuns.firmId, firmId), eq(workflowRuns.id, id)));
}

export async function insertRunStep(db: DbOrTx, values: typeof workflowRunSteps.$inferInsert) {
  await db.insert(workflowRunSteps).values(values);
}

/**
 * A run's steps recorded as done, by position (a run taken up again goes on after them): a built-in step's row
 * names its action; an agent step's closing row names none (its tool calls' rows do not close it).
 */
export async function succeededSteps(db: DbOrTx, firmId: number, runId: number) {
  const rows = await db
    .select({ position: workflowRunSteps.position, action: workflowRunSteps.action })
    .from(workflowRunSteps)
    .where(
      and(
        eq(workflowRunSteps.firmId, firmId),
        eq(workflowRunSteps.runId, runId),
        eq(workflowRunSteps.status, 'succeeded'),
      ),
    );
  return {
    has: (step: { position: number; stepType: string }) =>
      rows.some(
        (r) =>
          r.position === step.position && (step.stepType === 'agent' ? r.action === null : r.action === step.stepType),
      ),
  };
}

/** The latest runs of a workflow or of an entity, with their entity's name and their steps. */
/** A workflow's or an entity's newest runs (or one run, with its steps); `inScope` narrows them to the entities the caller may see. */
export async function listRuns(
  db: DbOrTx,
  firmId: number,
  where: { workflowId: number } | { companyId: number } | { runId: number },
  inScope?: SQL,
) {
  const runs = await db
    .select({ run: workflowRuns, companyName: companies.name })
    .from(workflowRuns)
    .innerJoin(companies, eq(companies.id, workflowRuns.companyId))
    .where(
      and(
        eq(workflowRuns.firmId, firmId),
        'workflowId' in where
          ? eq(workflowRuns.workflowId, where.workflowId)
          : 'companyId' in where
            ? eq(workflowRuns.companyId, where.companyId)
            : eq(workflowRuns.id, where.runId),
        inScope,
      ),
    )
    .orderBy(desc(workflowRuns.id))
    .limit(RUN_HISTORY_LIMIT);
  const steps = runs.length
    ? await db
        .select()
        .from(workflowRunSteps)
        .where(
          and(
            eq(workflowRunSteps.firmId, firmId),
            inArray(
              workflowRunSteps.runId,
              runs.map((r) => r.run.id),
            ),
          ),
        )
        .orderBy(workflowRunSteps.id)
    : [];
  return runs.map((r) => ({ ...r, steps: steps.filter((s) => s.runId === r.run.id) }));
}
