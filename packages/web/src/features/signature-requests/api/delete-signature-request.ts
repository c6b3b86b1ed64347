import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { signatureRequestKeys } from './signature-request-keys';

/** DELETE /api/signature_requests/{id}: hidden from the table; the evidence and signed file are kept. */
export const deleteSignatureRequest = (id: number) => api.delete<{ message: string }>(`/api/signature_requests/${id}`);

export const useDeleteSignatureRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSignatureRequest,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: signatureRequestKeys.lists() }),
  });
};
