import type { AdoptedSignatureInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { refreshTaxReturns } from '../../../components/tax-return/tax-return-keys';

type FormRef = { id: number; formId: number };

/** POST /api/tax_returns/{id}/e_sign_forms/{formId}/sign: the signer signs one form assigned to them. */
export const signTaxReturnForm = ({ id, formId, signature }: FormRef & { signature: AdoptedSignatureInput }) =>
  api.post<{ form_signed: boolean; all_signed: boolean }>(
    `/api/tax_returns/${id}/e_sign_forms/${formId}/sign`,
    signature,
  );

export const useSignTaxReturnForm = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signTaxReturnForm, onSettled: () => refreshTaxReturns(queryClient) });
};

/** POST /api/tax_returns/{id}/verify_identity: the provider's page for the signer's identity check. */
export const startReturnIdentityCheck = async (id: number) =>
  z.object({ url: z.string() }).parse(await api.post<unknown>(`/api/tax_returns/${id}/verify_identity`)).url;
