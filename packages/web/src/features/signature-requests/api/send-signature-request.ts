import type { SignatureFieldInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { signatureRequestKeys } from './signature-request-keys';

/**
 * POST /api/signature_requests/{id}/send {fields}: saves the fields as placed and emails and notifies every
 * signer, in one step (issue 37 §7).
 */
export const sendSignatureRequest = (id: number, fields?: SignatureFieldInput[]) =>
  api.post<{ message: string }>(`/api/signature_requests/${id}/send`, fields ? { fields } : undefined);

export const useSendSignatureRequest = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields?: SignatureFieldInput[]) => sendSignatureRequest(id, fields),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: signatureRequestKeys.all }),
  });
};
