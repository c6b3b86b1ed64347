import { messageMessages, type DocumentItem } from '@portal/domain';
import { uploadWithProgress, type TransferProgress } from '../../../lib/upload-with-progress';

interface UploadAnswer {
  document: DocumentItem | null;
  is_duplicate: boolean;
  error: string | null;
}

/** A file for a message goes to the entity's /Attachments folder first (POST /api/companies/{id}/documents). */
export function uploadAttachment(companyId: number, file: File, onProgress?: (p: TransferProgress) => void) {
  const form = new FormData();
  form.append('path', messageMessages.attachmentsFolder);
  form.append('file', file, file.name);
  return uploadWithProgress<UploadAnswer>(`/api/companies/${companyId}/documents`, form, {
    onUploadProgress: onProgress,
  });
}
