import { saveBlob } from '../../../lib/save-file';
import { xhrRequest } from '../../../lib/upload-with-progress';

/**
 * GET /api/exports/{id}/download with the session's token, saved by the browser. (The exports feature has the
 * same call; web features do not import each other.)
 */
export async function downloadConnectExport(file: { id: number; file_name: string }): Promise<void> {
  const blob = await xhrRequest<Blob>(`/api/exports/${file.id}/download`, { responseType: 'blob' });
  saveBlob(blob, file.file_name);
}
