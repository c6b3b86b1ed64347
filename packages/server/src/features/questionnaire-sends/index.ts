/** The questionnaire sends feature's public entry: sends now or on a schedule, made in batches by a job. */
export { runSendBatch } from './send-batch.ts';
export { registerSendJobs } from './send.jobs.ts';
export { sendRoutes } from './send.routes.ts';
export { sendQuestionnaires } from './send.service.ts';
