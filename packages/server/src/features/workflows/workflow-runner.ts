import { and, eq, isNull } from 'drizzle-orm';
import {
  orderWorkflowSteps,
  readFirmPreferences,
  type WorkflowAction,
  type WorkflowStep,
  type WorkflowTrigger,
} from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { ToolAgent } from '../../platform/ai/tool-agent.ts';
import { findFirm } from '../firm/index.ts';
import { actorOf } from '../users/index.ts';
import { runAgentStep } from './agent-step.ts';
import { performAction, type ActionDeps, type RunContext } from './workflow-actions.ts';
import * as repo from './workflows.repo.ts';
import { withJob } from '../../platform/jobs/outbox.ts';
import { failpoint } from '../../platform/jobs/failpoint.ts';
import { recordEffect } from '../../platform/jobs/job-effects.ts';

export const RUN_WORKFLOW_JOB = 'workflows.run';
/** A failed step is tried this many times in all before the run shows it failed with its reason. */
export const STEP_ATTEMPTS = 3;

export type RunnerDeps = ActionDeps & { agent: ToolAgent | null; retryDelayMs?: number };

export const runnerMessages = {
  ownerGone: "The workflow's owner can no longer act for the firm",
  disabled: 'Workflows were turned off for this firm',
} as const;

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts a run of a workflow on an entity: recorded as queued, then carried out by a background job. */
export async function startRun(
  deps: Pick<ActionDeps, 'database' | 'jobs'>,
  workflow: repo.WorkflowRow,
  on: { companyId: number; questionnaireId: number | null; startedById: number | null },
  /** A key the run is started once under (job-effects.ts): a trigger's job run again starts no second run. */
  once?: string,
) {
  // The run and its job commit together (the outbox, issue 36 §1): no run stays queued for ever.
  return withJob({ db: deps.database.db, jobs: deps.jobs }, RUN_WORKFLOW_JOB, async (tx) => {
    if (once && !(await recordEffect(tx, once))) return { result: null, job: null };
    const run = await repo.insertRun(tx, {
      firmId: workflow.firmId,
      workflowId: workflow.id,
      title: workflow.title,
      steps: workflow.steps,
      trigger: workflow.trigger,
      companyId: on.companyId,
      questionnaireId: on.questionnaireId,
      startedById: on.startedById,
    });
    return { result: run, job: { runId: run.id, firmId: run.firmId }, opts: { retryLimit: 0 } };
  });
}

async function ownerActor(db: DbOrTx, firmId: number, workflowId: number) {
  const workflow = await repo.findWorkflow(db, firmId, workflowId);
  if (!workflow?.ownerId) return null;
  const [owner] = await db
    .select()
    .from(users)
    .where(
      and(eq(users.firmId, firmId), eq(users.id, workflow.ownerId), eq(users.isAdvisor, true), isNull(users.deletedAt)),
    );
  return owner ? actorOf(owner) : null;
}

/**
 * The background job: each step after the trigger in order, as the workflow's owner, on the run's entity
 * only. Every step is recorded (input, action, result or reason, attempts, time); a failing step is retried,
 * and if it still fails the run stops there, failed, with the reason. A built-in step takes its action once,
 * however often the job runs (performAction); an agent step cut short by a crash is asked again.
 */
export async function runWorkflow(deps: RunnerDeps, data: { runId: number; firmId: number }) {
  const db = deps.database.db;
  const run = await repo.findRun(db, data.firmId, data.runId);
  // A run still 'running' lost its process mid-way (issue 36 §1): it goes on after the steps it recorded.
  if (!run || (run.status !== 'queued' && run.status !== 'running')) return;
  if (run.status === 'queued') await repo.setRunStatus(db, run.firmId, run.id, { status: 'running' });
  const recorded = await repo.succeededSteps(db, run.firmId, run.id);
  const fail = (error: string) =>
    repo.setRunStatus(db, run.firmId, run.id, { status: 'failed', error, finishedAt: deps.clock.now() });

  const firm = await findFirm(db, run.firmId);
  if (!readFirmPreferences(firm?.preferences).workflow_automation_enabled) return fail(runnerMessages.disabled);
  const actor = await ownerActor(db, run.firmId, run.workflowId);
  if (!actor) return fail(runnerMessages.ownerGone);
  const ctx: RunContext = { actor, companyId: run.companyId, questionnaireId: run.questionnaireId };

  for (const step of orderWorkflowSteps(run.steps as WorkflowStep[])) {
    if (step.stepType === 'trigger' || recorded.has(step)) continue;
    const error = await runStep(deps, ctx, run, step);
    if (error) return fail(`Step ${step.position} failed: ${error}`);
  }
  await repo.setRunStatus(db, run.firmId, run.id, { status: 'succeeded', finishedAt: deps.clock.now() });
}

/** One step, retried; answers the reason it failed, or null. */
async function runStep(deps: RunnerDeps, ctx: RunContext, run: repo.RunRow, step: WorkflowStep) {
  const db = deps.database.db;
  const startedAt = deps.clock.now();
  const base = { firmId: run.firmId, runId: run.id, position: step.position, stepType: step.stepType, startedAt };
  let lastError = '';
  // An agent that already acted is not started again: its actions would be taken twice.
  let acted = false;
  let attempt = 1;
  for (; attempt <= STEP_ATTEMPTS; attempt++) {
    try {
      if (step.stepType === 'agent') {
        const answer = await runAgentStep(deps, ctx, run.trigger as WorkflowTrigger, step.content, (o) => {
          if (o.status === 'succeeded') acted = true;
          return repo.insertRunStep(db, {
            ...base,
            input: o.call.args,
            action: o.call.name,
            result: o.result ?? null,
            status: o.status,
            error: o.error,
            startedAt: o.at,
            finishedAt: o.finishedAt,
          });
        });
        await repo.insertRunStep(db, {
          ...base,
          input: { task: step.content },
          action: null,
          result: { text: answer.text, turns: answer.turns },
          status: 'succeeded',
          attempts: attempt,
          finishedAt: deps.clock.now(),
        });
      } else {
        const result = await performAction(
          deps,
          ctx,
          step.stepType as WorkflowAction,
          step.content as never,
          `workflow-run:${run.id}:step:${step.position}`,
        );
        await failpoint('workflow.step-taken');
        await repo.insertRunStep(db, {
          ...base,
          input: step.content,
          action: step.stepType,
          result: result ?? null,
          status: 'succeeded',
          attempts: attempt,
          finishedAt: deps.clock.now(),
        });
      }
      return null;
    } catch (err) {
      lastError = reason(err);
      if (acted || attempt === STEP_ATTEMPTS) break;
      await sleep((deps.retryDelayMs ?? 1000) * attempt);
    }
  }
  await repo.insertRunStep(db, {
    ...base,
    input: step.stepType === 'agent' ? { task: step.content } : step.content,
    action: step.stepType === 'agent' ? null : step.stepType,
    result: null,
    status: 'failed',
    error: lastError,
    attempts: attempt,
    finishedAt: deps.clock.now(),
  });
  return lastError;
}
