import { readFirmPreferences } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { PortalEvent } from '../../platform/events/portal-events.ts';
import { findFirm } from '../firm/index.ts';
import { startRun } from './workflow-runner.ts';
import { activeWorkflows, hasActiveWorkflow } from './workflows.repo.ts';

export const START_RUNS_JOB = 'workflows.start-runs';

/**
 * Workflows start from the portal's own events (spec 002 §4 triggers questionnaire_submitted and
 * new_client_added). The request only records the event in its transaction (issue 20: triggers add under 20 ms to
 * a submit); its job hands it here, in the background, where one indexed query finds a firm without a matching
 * active workflow.
 */
export async function onPortalEvent(deps: Pick<AppDeps, 'database' | 'jobs'>, event: PortalEvent) {
  // Only the spec's triggers start workflows; other events are for other listeners.
  if (event.type !== 'questionnaire_submitted' && event.type !== 'new_client_added') return;
  if (!(await hasActiveWorkflow(deps.database.db, event.firmId, event.type))) return;
  await startTriggeredRuns(deps, event);
}

/**
 * A queued run per active workflow of the trigger, while the firm has workflows on; once per workflow and event,
 * however often the event's job runs (issue 36 §1).
 */
export async function startTriggeredRuns(deps: Pick<AppDeps, 'database' | 'jobs'>, event: PortalEvent) {
  if (event.type !== 'questionnaire_submitted' && event.type !== 'new_client_added') return;
  const db = deps.database.db;
  const firm = await findFirm(db, event.firmId);
  if (!readFirmPreferences(firm?.preferences).workflow_automation_enabled) return;
  const questionnaireId = event.type === 'questionnaire_submitted' ? event.questionnaireId : null;
  for (const workflow of await activeWorkflows(db, event.firmId, event.type)) {
    await startRun(
      deps,
      workflow,
      { companyId: event.companyId, questionnaireId, startedById: null },
      // Events queued by the release before this one have no id: their runs are started as then.
      event.id ? `workflow-trigger:${event.id}:${workflow.id}` : undefined,
    );
  }
}

/** Listens to the portal's events for as long as the app runs; answers the unsubscribe. */
export const subscribeWorkflowTriggers = (deps: AppDeps) => deps.events.subscribe((e) => onPortalEvent(deps, e));
