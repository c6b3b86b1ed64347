/** The questionnaire exports feature's public entry: answers and documents as PDF, spreadsheet, archive. */
export { registerExportJobs } from './export.jobs.ts';
export { exportRoutes } from './export.routes.ts';
export { runQuestionnaireExport } from './questionnaire-export.ts';
