import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';
import { xhrRequest } from '../../../lib/upload-with-progress';

/** GET /api/tax_returns/{id}/evidence: the e-sign evidence, saved as a JSON file. */
export async function downloadReturnEvidence(id: number): Promise<void> {
  const text = await api.get<string>(`/api/tax_returns/${id}/evidence`, { responseType: 'text' });
  saveBlob(new Blob([text], { type: 'application/json' }), `tax-return-${id}-evidence.json`);
}

/** GET /api/tax_returns/{id}/evidence?format=pdf: the same evidence as a PDF report. */
export async function downloadReturnEvidencePdf(id: number): Promise<void> {
  const blob = await xhrRequest<Blob>(`/api/tax_returns/${id}/evidence?format=pdf`, { responseType: 'blob' });
  saveBlob(blob, `tax-return-${id}-evidence.pdf`);
}
