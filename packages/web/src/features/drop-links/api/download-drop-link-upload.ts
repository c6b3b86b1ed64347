import type { DropLinkUpload } from '@portal/domain';
import { xhrRequest } from '../../../lib/upload-with-progress';
import { saveBlob } from '../../../lib/save-file';

/** The zip's name: who sent it and when, so several downloads stay apart. */
export const uploadZipName = (upload: Pick<DropLinkUpload, 'id' | 'first_name' | 'last_name' | 'uploaded_at'>) =>
  `${`${upload.first_name} ${upload.last_name}`.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'upload'}-${upload.uploaded_at.slice(0, 10)}.zip`;

/**
 * GET /api/drop_links/uploads/{id}/download: the upload's files as one zip. The call needs the session's
 * Authorization header, so it is fetched (with the usual refresh on 401) and saved from a blob.
 */
export async function downloadDropLinkUpload(upload: DropLinkUpload): Promise<void> {
  const blob = await xhrRequest<Blob>(`/api/drop_links/uploads/${upload.id}/download`, { responseType: 'blob' });
  saveBlob(blob, uploadZipName(upload));
}

/** GET /api/drop_links/uploads/{id}/document?name=: one file of the upload, by its name in the upload's folder. */
export async function downloadDropLinkDocument(upload: Pick<DropLinkUpload, 'id'>, name: string): Promise<void> {
  const blob = await xhrRequest<Blob>(
    `/api/drop_links/uploads/${upload.id}/document?${new URLSearchParams({ name }).toString()}`,
    { responseType: 'blob' },
  );
  saveBlob(blob, name);
}
