import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';
import { xhrRequest } from '../../../lib/upload-with-progress';

/** GET /api/signature_requests/{id}/evidence, saved as a JSON file. */
export async function downloadSignatureEvidence(id: number): Promise<void> {
  const text = await api.get<string>(`/api/signature_requests/${id}/evidence`, { responseType: 'text' });
  saveBlob(new Blob([text], { type: 'application/json' }), `signature-request-${id}-evidence.json`);
}

/** GET /api/signature_requests/{id}/evidence?format=pdf: the same evidence as a PDF report. */
export async function downloadSignatureEvidencePdf(id: number): Promise<void> {
  const blob = await xhrRequest<Blob>(`/api/signature_requests/${id}/evidence?format=pdf`, { responseType: 'blob' });
  saveBlob(blob, `signature-request-${id}-evidence.pdf`);
}
