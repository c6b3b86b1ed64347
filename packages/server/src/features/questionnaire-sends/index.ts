/** The questionnaire sends feature's public entry: sending questionnaires now or on a schedule, in batches, and what was already sent. */
export { runSendBatch } from './send-batch.ts';
export { registerSendJobs } from './send.jobs.ts';
export { sendRoutes } from './send.routes.ts';
export { sendQuestionnaires } from './send.service.ts';
