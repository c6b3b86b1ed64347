import { AppError, workflowMessages, type Actor } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { workflowRuns as runsTable } from '../../db/schema/index.ts';
import { visibleEntity } from '../entities/index.ts';
import { companyInActorGroup } from '../firm/index.ts';
import { startRun } from './workflow-runner.ts';
import { presentRun } from './workflows.presenter.ts';
import * as repo from './workflows.repo.ts';
import { assertWorkflowAccess, ownWorkflow } from './workflows.service.ts';

/** A workflow's latest runs, each step with its input, action, result and time. */
export async function workflowRuns(db: DbOrTx, actor: Actor, workflowId: number) {
  await assertWorkflowAccess(db, actor, false);
  await ownWorkflow(db, actor, workflowId);
  // Staff limited to a group see the runs on their group's entities only, as in every list.
  const inGroup = companyInActorGroup(actor, runsTable.companyId);
  return { runs: (await repo.listRuns(db, actor.firmId, { workflowId }, inGroup)).map(presentRun) };
}

/** The runs on one entity (its activity): the entity must be one the caller may see. */
export async function entityWorkflowRuns(db: DbOrTx, actor: Actor, companyId: number) {
  await assertWorkflowAccess(db, actor, false);
  await visibleEntity(db, actor, { id: companyId });
  return { runs: (await repo.listRuns(db, actor.firmId, { companyId })).map(presentRun) };
}

/** Runs the workflow again, as it is now, on the same entity (and questionnaire). */
export async function rerunWorkflow(deps: Pick<AppDeps, 'database' | 'jobs'>, actor: Actor, runId: number) {
  const db = deps.database.db;
  await assertWorkflowAccess(db, actor, true);
  const run = await repo.findRun(db, actor.firmId, runId);
  if (!run) throw new AppError('not_found', workflowMessages.runNotFound);
  await visibleEntity(db, actor, { id: run.companyId });
  const workflow = await ownWorkflow(db, actor, run.workflowId);
  const again = await startRun(deps, workflow, {
    companyId: run.companyId,
    questionnaireId: run.questionnaireId,
    startedById: actor.userId,
  });
  // Started without a once-key, a run is always made.
  const [listed] = await repo.listRuns(db, actor.firmId, { runId: again!.id });
  return presentRun(listed!);
}
