import type { SignatureFieldInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { signatureRequestKeys } from './signature-request-keys';

/** PUT /api/signature_requests/{id}/fields: replaces every field (only while action is required). */
export const saveSignatureFields = (id: number, fields: SignatureFieldInput[]) =>
  api.put<{ count: number }>(`/api/signature_requests/${id}/fields`, { fields });

export const useSaveSignatureFields = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: SignatureFieldInput[]) => saveSignatureFields(id, fields),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: signatureRequestKeys.detail(id) }),
  });
};
