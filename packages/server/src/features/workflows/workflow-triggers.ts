import { readFirmPreferences } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { PortalEvent } from '../../platform/events/portal-events.ts';
import { findFirm } from '../firm/index.ts';
import { startRun } from './workflow-runner.ts';
import { activeWorkflows } from './workflows.repo.ts';

/**
 * Workflows start from the portal's own events (spec 002 §4 triggers questionnaire_submitted and
 * new_client_added): one indexed query per event, and a run queued per active workflow of that trigger.
 */
export async function onPortalEvent(deps: Pick<AppDeps, 'database' | 'jobs'>, event: PortalEvent) {
  const db = deps.database.db;
  const matching = await activeWorkflows(db, event.firmId, event.type);
  if (!matching.length) return;
  const firm = await findFirm(db, event.firmId);
  if (!readFirmPreferences(firm?.preferences).workflow_automation_enabled) return;
  const questionnaireId = event.type === 'questionnaire_submitted' ? event.questionnaireId : null;
  for (const workflow of matching) {
    await startRun(deps, workflow, { companyId: event.companyId, questionnaireId, startedById: null });
  }
}

/** Listens to the portal's events for as long as the app runs; answers the unsubscribe. */
export const subscribeWorkflowTriggers = (deps: AppDeps) => deps.events.subscribe((e) => onPortalEvent(deps, e));
