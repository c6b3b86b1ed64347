import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { signatureRequestKeys } from './signature-request-keys';

/** POST /api/signature_requests/{id}/send: emails and notifies every signer. */
export const sendSignatureRequest = (id: number) => api.post<{ message: string }>(`/api/signature_requests/${id}/send`);

export const useSendSignatureRequest = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendSignatureRequest(id),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: signatureRequestKeys.all }),
  });
};
