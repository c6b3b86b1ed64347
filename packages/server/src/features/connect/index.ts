/** The Connect feature's public entry (issue 19): the bulk upload processor, its jobs and Connect's routes. */
export { connectRoutes } from './connect.routes.ts';
export { PROCESS_UPLOAD_JOB, processUpload, SWEEP_STALLED_JOB, sweepStalledUploads } from './process-upload.ts';
export { connectExportRoutes } from './connect-export.routes.ts';
export { CONNECT_EXPORT_JOB, runConnectExport, type ConnectExportJob } from './connect-export.ts';
export { hasSplitDocumentsToReview, startQuestionnaireUpload } from './start-questionnaire-upload.ts';
export {
  figuresOfYears,
  recognisedDocuments,
  recognisedForms,
  reviewedDocumentsOfYear,
} from './extracted-documents.repo.ts';
