import {
  agentStepCount,
  orderWorkflowSteps,
  type Workflow,
  type WorkflowRun,
  type WorkflowRunStatus,
  type WorkflowStep,
  type WorkflowTrigger,
} from '@portal/domain';
import type { RunRow, RunStepRow, WorkflowRow } from './workflows.repo.ts';

/**
 * A row of the Workflows table (spec 002 §3: id, name, status, lastModified) with what the dialog edits, and whether
 * an agent step keeps it from running (no AI service).
 */
export const presentWorkflow = (w: WorkflowRow, agentAvailable: boolean): Workflow => ({
  id: w.id,
  name: w.title,
  status: w.active ? 'Active' : 'Inactive',
  lastModified: w.updatedAt.toISOString(),
  title: w.title,
  workflow_steps: orderWorkflowSteps(w.steps as WorkflowStep[]).map((s) => ({
    id: s.id,
    step_type: s.stepType,
    content: s.content,
    position: s.position,
  })),
  steps: w.steps as WorkflowStep[],
  agent_steps_blocked: !agentAvailable && agentStepCount(w.steps as WorkflowStep[]) > 0,
});

export const presentRun = (r: { run: RunRow; companyName: string; steps: RunStepRow[] }): WorkflowRun => ({
  id: r.run.id,
  workflow_id: r.run.workflowId,
  workflow_title: r.run.title,
  trigger: r.run.trigger as WorkflowTrigger,
  company_id: r.run.companyId,
  company_name: r.companyName,
  questionnaire_id: r.run.questionnaireId,
  status: r.run.status as WorkflowRunStatus,
  error: r.run.error,
  created_at: r.run.createdAt.toISOString(),
  finished_at: r.run.finishedAt?.toISOString() ?? null,
  steps: r.steps.map((s) => ({
    position: s.position,
    step_type: s.stepType,
    input: s.input,
    action: s.action,
    result: s.result,
    status: s.status as 'succeeded' | 'failed' | 'refused',
    error: s.error,
    attempts: s.attempts,
    started_at: s.startedAt.toISOString(),
    finished_at: s.finishedAt?.toISOString() ?? null,
  })),
});
