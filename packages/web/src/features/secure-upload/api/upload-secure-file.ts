import type { uploadResultSchema } from '@portal/domain';
import { uploadWithProgress, type TransferProgress } from '../../../lib/upload-with-progress';

export type UploadResult = ReturnType<typeof uploadResultSchema.parse>;

/**
 * POST /api/public/secure_upload/{token}/files: one file per request into the link's folder. The answer
 * names an invalid or duplicate file in `error` rather than failing the request.
 */
export function uploadSecureFile(
  token: string,
  file: File,
  opts: { onProgress?: (p: TransferProgress) => void; signal?: AbortSignal } = {},
) {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadWithProgress<UploadResult>(`/api/public/secure_upload/${encodeURIComponent(token)}/files`, form, {
    onUploadProgress: opts.onProgress,
    signal: opts.signal,
    anonymous: true,
  });
}
