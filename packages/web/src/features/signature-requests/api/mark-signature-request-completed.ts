import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { signatureRequestKeys } from './signature-request-keys';

/** POST /api/signature_requests/{id}/mark_completed. */
export const markSignatureRequestCompleted = (id: number) =>
  api.post<{ message: string }>(`/api/signature_requests/${id}/mark_completed`);

export const useMarkSignatureRequestCompleted = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markSignatureRequestCompleted,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: signatureRequestKeys.all }),
  });
};
