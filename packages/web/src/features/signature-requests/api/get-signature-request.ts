import { signatureRequestDetailSchema, type SignatureRequestDetail } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { signatureRequestKeys } from './signature-request-keys';

/** GET /api/signature_requests/{id}: pages, signers and fields, for staff and (once sent) its signers. */
export async function getSignatureRequest(id: number, signal?: AbortSignal): Promise<SignatureRequestDetail> {
  return signatureRequestDetailSchema.parse(await api.get<unknown>(`/api/signature_requests/${id}`, { signal }));
}

export const signatureRequestQueryOptions = (id: number) =>
  queryOptions({
    queryKey: signatureRequestKeys.detail(id),
    queryFn: ({ signal }) => getSignatureRequest(id, signal),
  });

export const useSignatureRequest = (id: number, opts: { enabled?: boolean; refetchInterval?: number | false } = {}) =>
  useQuery({
    ...signatureRequestQueryOptions(id),
    enabled: opts.enabled ?? true,
    refetchInterval: opts.refetchInterval,
  });
