import type { AppDeps } from '../../app-deps.ts';

/** Background jobs of the firm's questionnaire work: sends, schedules, reminders and exports. */
export async function registerQuestionnaireJobs(_deps: AppDeps): Promise<void> {}
