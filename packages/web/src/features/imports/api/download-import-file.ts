import { xhrRequest } from '../../../lib/upload-with-progress';
import { saveBlob } from '../../../lib/save-file';

export const importFileDownloadUrl = (id: number) => `/api/import_lists/files/${id}/download`;

/**
 * GET /api/import_lists/files/:id/download. The API authenticates with a header, not a cookie, so a
 * plain link cannot fetch it: the file is read with the session's auth and saved under its name.
 */
export async function downloadImportFile(file: { id: number; file_name: string }): Promise<void> {
  const blob = await xhrRequest<Blob>(importFileDownloadUrl(file.id), { responseType: 'blob' });
  saveBlob(blob, file.file_name);
}
