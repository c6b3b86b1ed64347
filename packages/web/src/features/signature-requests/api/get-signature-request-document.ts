import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { signatureRequestKeys } from './signature-request-keys';
import { discardBody } from '../../../lib/settle-response';

export type SignatureRequestDocumentKind = 'original' | 'signed';

const linkSchema = z.object({ url: z.string(), expires_at: z.string() });

/** GET /api/signature_requests/{id}/document: a 10-minute link to the original or the signed PDF. */
export async function getSignatureRequestDocumentLink(
  id: number,
  kind: SignatureRequestDocumentKind,
  signal?: AbortSignal,
) {
  return linkSchema.parse(
    await api.get<unknown>(`/api/signature_requests/${id}/document`, { query: { kind }, signal }),
  );
}

export const signatureRequestDocumentMessages = {
  downloadProblem: 'There was a problem downloading the document.',
};

/** The original PDF's bytes through a fresh link, for the page viewer. */
export async function fetchSignatureRequestPdf(id: number, signal?: AbortSignal): Promise<Uint8Array> {
  const link = await getSignatureRequestDocumentLink(id, 'original', signal);
  const res = await fetch(link.url, { signal, credentials: 'same-origin' });
  if (!res.ok) {
    await discardBody(res);
    throw new Error(signatureRequestDocumentMessages.downloadProblem);
  }
  return new Uint8Array(await res.arrayBuffer());
}

export const signatureRequestPdfQueryOptions = (id: number) =>
  queryOptions({
    queryKey: signatureRequestKeys.pdf(id),
    queryFn: ({ signal }) => fetchSignatureRequestPdf(id, signal),
    staleTime: Infinity,
    gcTime: 60_000,
    refetchOnWindowFocus: false,
  });

export const useSignatureRequestPdf = (id: number) => useQuery(signatureRequestPdfQueryOptions(id));
