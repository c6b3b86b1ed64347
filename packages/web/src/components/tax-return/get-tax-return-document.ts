import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import { saveFromUrl } from '../../lib/save-file';
import { taxReturnKeys, type TaxReturnDocumentKind } from './tax-return-keys';
import { discardBody } from '../../lib/settle-response';

const linkSchema = z.object({ url: z.string(), expires_at: z.string() });

export const taxReturnDocumentMessages = {
  // spec 000 §6's text for a failed tax return download.
  downloadProblem: 'Error downloading tax return',
};

/** GET /api/tax_returns/{id}/document: a 10-minute link to the return's PDF. */
export const getTaxReturnDocumentLink = async (id: number, kind: TaxReturnDocumentKind, signal?: AbortSignal) =>
  linkSchema.parse(await api.get<unknown>(`/api/tax_returns/${id}/document`, { query: { kind }, signal }));

/**
 * The PDF's bytes through a fresh link, for the page viewer. Whatever fails (the link, the file) reads as the
 * spec's message, not the server's text; a read the viewer cancelled stays cancelled.
 */
export async function fetchTaxReturnPdf(id: number, kind: TaxReturnDocumentKind, signal?: AbortSignal) {
  try {
    const link = await getTaxReturnDocumentLink(id, kind, signal);
    const res = await fetch(link.url, { signal, credentials: 'same-origin' });
    if (!res.ok) {
      await discardBody(res);
      throw new Error(taxReturnDocumentMessages.downloadProblem);
    }
    return new Uint8Array(await res.arrayBuffer());
  } catch (e) {
    if (signal?.aborted) throw e;
    throw new Error(taxReturnDocumentMessages.downloadProblem, { cause: e });
  }
}

/** The bytes, kept for the version shown (`version` changes when a draft is replaced). */
export const taxReturnPdfQueryOptions = (id: number, kind: TaxReturnDocumentKind, version: number | null) =>
  queryOptions({
    queryKey: [...taxReturnKeys.pdf(id, kind), version],
    queryFn: ({ signal }) => fetchTaxReturnPdf(id, kind, signal),
    staleTime: Infinity,
    gcTime: 60_000,
    refetchOnWindowFocus: false,
  });

export const useTaxReturnPdf = (id: number, kind: TaxReturnDocumentKind, version: number | null) =>
  useQuery(taxReturnPdfQueryOptions(id, kind, version));

/** Downloads the return's PDF through a fresh link; any failure reads as the spec's message. */
export async function downloadTaxReturn(id: number, kind: TaxReturnDocumentKind, fileName: string) {
  const link = await getTaxReturnDocumentLink(id, kind).catch(() => {
    throw new Error(taxReturnDocumentMessages.downloadProblem);
  });
  saveFromUrl(link.url, fileName);
}

/** GET /api/tax_returns/{id}/e_sign_forms/{formId}/document: the sealed form, signed by everyone. */
export async function downloadSignedForm(id: number, formId: number, fileName: string) {
  const link = linkSchema.parse(await api.get<unknown>(`/api/tax_returns/${id}/e_sign_forms/${formId}/document`));
  saveFromUrl(link.url, fileName);
}
