import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';

/** GET /api/signature_requests/{id}/evidence, saved as a JSON file. */
export async function downloadSignatureEvidence(id: number): Promise<void> {
  const text = await api.get<string>(`/api/signature_requests/${id}/evidence`, { responseType: 'text' });
  saveBlob(new Blob([text], { type: 'application/json' }), `signature-request-${id}-evidence.json`);
}
