import { uploadWithProgress, type TransferProgress } from '../../../lib/upload-with-progress';

export type VisitorFields = {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  description: string;
};

/**
 * POST /api/public/drop_links/{token}/uploads: the visitor's fields first (the server checks them before
 * it stores a byte), then every file under `file`, in one request with its progress.
 */
export function sendDropLinkUpload(
  token: string,
  fields: VisitorFields,
  files: File[],
  opts: { onProgress?: (p: TransferProgress) => void; signal?: AbortSignal } = {},
) {
  const form = new FormData();
  form.append('first_name', fields.first_name);
  form.append('last_name', fields.last_name);
  form.append('email', fields.email);
  form.append('phone_number', fields.phone_number);
  form.append('description', fields.description);
  files.forEach((f) => form.append('file', f, f.name));
  return uploadWithProgress<{ message: string; files: number }>(
    `/api/public/drop_links/${encodeURIComponent(token)}/uploads`,
    form,
    { onUploadProgress: opts.onProgress, signal: opts.signal, anonymous: true },
  );
}
