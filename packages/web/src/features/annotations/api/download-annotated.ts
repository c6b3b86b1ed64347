import { saveBlob } from '../../../lib/save-file';
import { xhrRequest } from '../../../lib/upload-with-progress';

/** GET /api/documents/{id}/annotated: the PDF with its saved annotations drawn on it, saved under its own name. */
export async function downloadAnnotated(documentId: number, name: string): Promise<void> {
  const blob = await xhrRequest<Blob>(`/api/documents/${documentId}/annotated`, { responseType: 'blob' });
  saveBlob(blob, name);
}
