/** The workflows feature's public entry: what the app and other features may use. */
export { workflowRoutes } from './workflows.routes.ts';
export { START_RUNS_JOB, startTriggeredRuns, subscribeWorkflowTriggers } from './workflow-triggers.ts';
export { RUN_WORKFLOW_JOB, runWorkflow } from './workflow-runner.ts';
