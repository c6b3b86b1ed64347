/** The documents feature's public entry: what other features may use. */
export { assertVisiblePath, documentScope, folderPathOf, type DocumentScope } from './document-access.ts';
export { receiveInto, type UploadTarget } from './upload.service.ts';
export { findByPath, findDocument, type DocumentRow } from './documents.repo.ts';
export type { UploadPart } from '../../http/upload-part.ts';
export { documentLink, grantedDocumentLink, zipFiles } from './downloads.service.ts';
export { storeTypedFile } from './typed-file.ts';
export { SECURE_UPLOAD_TTL_MS } from './secure-upload.ts';
export { receivePdfForm, type PdfFormMessages } from './pdf-form-upload.ts';
export {
  discardRecordFile,
  recordedBefore,
  renameRecordFile,
  storeRecordFile,
  type RecordDocument,
  type RecordFile,
  type RecordOnce,
} from './record-file.ts';
