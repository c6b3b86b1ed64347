import {
  agentStepCount,
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

/**
 * Whether agent steps can run: the portal has an AI service (AI_API_KEY). Without one (issue 38 §8) no agent step
 * may be added, and a workflow with one is not activated, so it never fails every run for want of it.
 */
export interface AgentSupport {
  agentAvailable: boolean;
}

function refuseNewAgentSteps(ai: AgentSupport, steps: readonly WorkflowStep[], before: readonly WorkflowStep[] = []) {
  if (!ai.agentAvailable && agentStepCount(steps) > agentStepCount(before))
    throw new AppError('bad_request', workflowMessages.agentNeedsAi);
}

export async function listWorkflows(db: DbOrTx, actor: Actor, ai: AgentSupport) {
  await assertWorkflowAccess(db, actor, false);
  const rows = await repo.listWorkflows(db, actor.firmId);
  return {
    workflows: rows.map((w) => presentWorkflow(w, ai.agentAvailable)),
    agent_steps_available: ai.agentAvailable,
  };
}

/** A new workflow starts inactive: the firm turns it on when it is ready. */
export async function createWorkflow(db: DbOrTx, actor: Actor, input: SavedWorkflow, now: Date, ai: AgentSupport) {
  await assertWorkflowAccess(db, actor, true);
  refuseNewAgentSteps(ai, input.steps);
  const row = await repo.insertWorkflow(db, actor.firmId, {
    ...input,
    trigger: triggerOf(input.steps),
    ownerId: actor.userId,
    active: false,
    now,
  });
  return presentWorkflow(row, ai.agentAvailable);
}

/**
 * Saving makes the saver its owner: the workflow acts with their rights from now on. Without an AI service a
 * workflow keeps the agent steps it has (to be removed) but gains none.
 */
export async function saveWorkflow(
  db: DbOrTx,
  actor: Actor,
  id: number,
  input: SavedWorkflow,
  now: Date,
  ai: AgentSupport,
) {
  await assertWorkflowAccess(db, actor, true);
  const before = await ownWorkflow(db, actor, id);
  refuseNewAgentSteps(ai, input.steps, before.steps as WorkflowStep[]);
  const row = await repo.updateWorkflow(db, actor.firmId, id, {
    title: input.title,
    steps: input.steps,
    trigger: triggerOf(input.steps),
    ownerId: actor.userId,
    updatedAt: now,
  });
  return presentWorkflow(row!, ai.agentAvailable);
}

/** A workflow whose agent step cannot run is not switched on: every run would fail (issue 38 §8). */
export async function setWorkflowActive(
  db: DbOrTx,
  actor: Actor,
  id: number,
  active: boolean,
  now: Date,
  ai: AgentSupport,
) {
  await assertWorkflowAccess(db, actor, true);
  const workflow = await ownWorkflow(db, actor, id);
  if (active && !ai.agentAvailable && agentStepCount(workflow.steps as WorkflowStep[]) > 0)
    throw new AppError('bad_request', workflowMessages.agentNeedsAi);
  const row = await repo.updateWorkflow(db, actor.firmId, id, { active, ownerId: actor.userId, updatedAt: now });
  return presentWorkflow(row!, ai.agentAvailable);
}

/** A copy to build on, inactive, titled after the original. */
export async function duplicateWorkflow(db: DbOrTx, actor: Actor, id: number, now: Date, ai: AgentSupport) {
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
  return presentWorkflow(row, ai.agentAvailable);
}

export async function removeWorkflow(db: DbOrTx, actor: Actor, id: number) {
  await assertWorkflowAccess(db, actor, true);
  if (!(await repo.deleteWorkflow(db, actor.firmId, id))) throw new AppError('not_found', workflowMessages.notFound);
}
