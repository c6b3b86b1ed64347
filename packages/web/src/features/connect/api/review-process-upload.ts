import type { ProcessDocumentInput } from '@portal/domain';
import { api } from '../../../lib/api-client';

/** POST /api/documents/process_document (spec 001 §7): split an uploaded PDF into its forms in the background. */
export const processUploadedDocument = (body: ProcessDocumentInput) =>
  api.post<unknown>('/api/documents/process_document', body);
