import { uploadResultSchema } from '@portal/domain';
import { uploadWithProgress, type TransferProgress } from '../../../lib/upload-with-progress';

export type UploadResult = ReturnType<typeof uploadResultSchema.parse>;

export interface UploadDocumentInput {
  path: string;
  /** The name to store it under; the server keeps the file's real extension. */
  name: string;
  file: File;
  /** Document tags for the file (staff, when the firm uses them). */
  tags?: string[];
}

/**
 * POST /api/companies/{id}/documents (multipart): one file per request, fields before the file so the
 * server knows where it goes before the bytes arrive. The answer says whether it was stored, a duplicate
 * or refused (`error`).
 */
export async function uploadDocument(
  companyId: number,
  { path, name, file, tags }: UploadDocumentInput,
  opts: { onProgress?: (progress: TransferProgress) => void; signal?: AbortSignal } = {},
): Promise<UploadResult> {
  const form = new FormData();
  form.append('path', path);
  form.append('name', name);
  if (tags?.length) form.append('tags', JSON.stringify(tags));
  form.append('file', file, file.name);
  return uploadResultSchema.parse(
    await uploadWithProgress<unknown>(`/api/companies/${companyId}/documents`, form, {
      onUploadProgress: opts.onProgress,
      signal: opts.signal,
    }),
  );
}
