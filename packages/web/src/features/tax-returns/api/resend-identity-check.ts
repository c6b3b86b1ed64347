import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshTaxReturns } from '../../../components/tax-return/tax-return-keys';

/** POST /api/tax_returns/{id}/identity_verifications/{userId}/resend: ask a signer to verify again. */
export const resendIdentityCheck = ({ id, userId }: { id: number; userId: number }) =>
  api.post<{ message: string }>(`/api/tax_returns/${id}/identity_verifications/${userId}/resend`);

export const useResendIdentityCheck = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendIdentityCheck, onSettled: () => refreshTaxReturns(queryClient) });
};
