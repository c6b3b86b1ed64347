import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshTaxReturns } from '../../../components/tax-return/tax-return-keys';

type FormRef = { id: number; formId: number };

/** POST /api/tax_returns/{id}/e_sign_forms/{formId}/mark_signed: staff received a form signed on paper. */
export const markPaperFormSigned = ({ id, formId }: FormRef) =>
  api.post<{ all_signed: boolean }>(`/api/tax_returns/${id}/e_sign_forms/${formId}/mark_signed`);

export const useMarkPaperFormSigned = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markPaperFormSigned, onSettled: () => refreshTaxReturns(queryClient) });
};
