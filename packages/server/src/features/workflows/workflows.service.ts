import {
  AppError,
  assertCan,
  readFirmPreferences,
  workflowMessages,
  workflowTriggerOf,
  type Actor,
  type SavedWorkflow,
  type WorkflowStep,
} from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { findFirm } from '../firm/index.ts';
import { presentWorkflow } from './workflows.presenter.ts';
import * as repo from './workflows.repo.ts';

/**
 * Workflows are a firm preference (workflow_automation_enabled); partners and admins build them, the other
 * staff see them and their runs (spec 002 §3). Clients never do.
 */
export async function assertWorkflowAccess(db: DbOrTx, actor: Actor, edit: boolean) {
  assertCan(actor, 'staff.any');
  const firm = await findFirm(db, actor.firmId);
  if (!readFirmPreferences(firm?.preferences).workflow_automation_enabled)
    throw new AppError('forbidden', workflowMessages.disabled);
  if (edit) assertCan(actor, 'workflows.edit');
}

export async function ownWorkflow(db: DbOrTx, actor: Actor, id: number) {
  const row = await repo.findWorkflow(db, actor.firmId, id);
  if (!row) throw new AppError('not_found', workflowMessages.notFound);
  return row;
}

const triggerOf = (steps: WorkflowStep[]) => workflowTriggerOf(steps)!;

export async function listWorkflows(db: DbOrTx, actor: Actor) {
  await assertWorkflowAccess(db, actor, false);
  return { workflows: (await repo.listWorkflows(db, actor.firmId)).map(presentWorkflow) };
}

/** A new workflow starts inactive: the firm turns it on when it is ready. */
export async function createWorkflow(db: DbOrTx, actor: Actor, input: SavedWorkflow, now: Date) {
  await assertWorkflowAccess(db, actor, true);
  const row = await repo.insertWorkflow(db, actor.firmId, {
    ...input,
    trigger: triggerOf(input.steps),
    ownerId: actor.userId,
    active: false,
    now,
  });
  return presentWorkflow(row);
}

/** Saving makes the saver its owner: the workflow acts with their rights from now on. */
export async function saveWorkflow(db: DbOrTx, actor: Actor, id: number, input: SavedWorkflow, now: Date) {
  await assertWorkflowAccess(db, actor, true);
  await ownWorkflow(db, actor, id);
  const row = await repo.updateWorkflow(db, actor.firmId, id, {
    title: input.title,
    steps: input.steps,
    trigger: triggerOf(input.steps),
    ownerId: actor.userId,
    updatedAt: now,
  });
  return presentWorkflow(row!);
}

export async function setWorkflowActive(db: DbOrTx, actor: Actor, id: number, active: boolean, now: Date) {
  await assertWorkflowAccess(db, actor, true);
  await ownWorkflow(db, actor, id);
  const row = await repo.updateWorkflow(db, actor.firmId, id, { active, ownerId: actor.userId, updatedAt: now });
  return presentWorkflow(row!);
}

/** A copy to build on, inactive, titled after the original. */
export async function duplicateWorkflow(db: DbOrTx, actor: Actor, id: number, now: Date) {
  await assertWorkflowAccess(db, actor, true);
  const original = await ownWorkflow(db, actor, id);
  const row = await repo.insertWorkflow(db, actor.firmId, {
    title: `${original.title} (copy)`.slice(0, 200),
    steps: original.steps as WorkflowStep[],
    trigger: triggerOf(original.steps as WorkflowStep[]),
    ownerId: actor.userId,
    active: false,
    now,
  });
  return presentWorkflow(row);
}

export async function removeWorkflow(db: DbOrTx, actor: Actor, id: number) {
  await assertWorkflowAccess(db, actor, true);
  if (!(await repo.deleteWorkflow(db, actor.firmId, id))) throw new AppError('not_found', workflowMessages.notFound);
}
