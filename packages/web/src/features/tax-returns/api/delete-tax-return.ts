import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshTaxReturns } from '../../../components/tax-return/tax-return-keys';

/** DELETE /api/tax_returns/{id}: hidden from the table; its files and evidence are kept. */
export const deleteTaxReturn = (id: number) => api.delete<{ message: string }>(`/api/tax_returns/${id}`);

export const useDeleteTaxReturn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTaxReturn,
    onSettled: () => refreshTaxReturns(queryClient),
  });
};
