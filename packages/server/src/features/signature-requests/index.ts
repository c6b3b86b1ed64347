/** The signature requests feature's public entry: staff send documents to sign, and the jobs that prepare and seal them. */
export { signatureRequestRoutes } from './signature-requests.routes.ts';
export { PREPARE_SIGNATURE_REQUEST_JOB, prepareSignatureRequest } from './prepare-signature-request.ts';
export { SEAL_SIGNATURE_REQUEST_JOB, sealSignatureRequest } from './seal-signature-request.ts';
export { signatureRequestMail } from './signature-request-mail.ts';
