import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshTaxReturns } from '../../../components/tax-return/tax-return-keys';

/** POST /api/tax_returns/{id}/mark_finished ('Tax return has been marked as finished'). */
export const markTaxReturnFinished = (id: number) =>
  api.post<{ message: string }>(`/api/tax_returns/${id}/mark_finished`);

export const useMarkTaxReturnFinished = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markTaxReturnFinished,
    onSettled: () => refreshTaxReturns(queryClient),
  });
};
