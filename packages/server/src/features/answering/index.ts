/**
 * The answering feature's public entry: a client's questionnaire, answers, uploads, notes, signatures, the
 * deposit and submit, and the spec's named calls for them.
 */
export { refreshUploadAnswer } from './answers.service.ts';
export { questionnaireNamedCallRoutes } from './named-calls.routes.ts';
export { assertDocumentOption, uploadFolder } from './question-uploads.ts';
export { questionnaireRoutes } from './questionnaires.routes.ts';
export { subscribeExpectedDocuments, tickExpectedDocuments } from './expected-documents.ts';
