import type { SignRequestInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { signatureRequestKeys } from './signature-request-keys';

export interface SignResult {
  all_signed: boolean;
  date: string;
  initials: string | null;
}

/** POST /api/signature_requests/{id}/sign: the signer's adopted signature fills all of their fields. */
export const signSignatureRequest = (id: number, input: SignRequestInput) =>
  api.post<SignResult>(`/api/signature_requests/${id}/sign`, input);

export const useSignSignatureRequest = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignRequestInput) => signSignatureRequest(id, input),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: signatureRequestKeys.detail(id) }),
  });
};
