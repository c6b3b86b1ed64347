import type { AppDeps } from '../../app-deps.ts';
import { EXPORT_QUESTIONNAIRES_JOB, runQuestionnaireExport } from './questionnaire-export.ts';

/** The background job that makes a questionnaire export's archive. */
export async function registerExportJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.define<Parameters<typeof runQuestionnaireExport>[1]>(EXPORT_QUESTIONNAIRES_JOB, (data) =>
    runQuestionnaireExport({ db: deps.database.db, storage: deps.storage, realtime: deps.realtime }, data),
  );
}
