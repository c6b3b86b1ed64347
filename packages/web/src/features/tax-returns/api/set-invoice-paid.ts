import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshTaxReturns } from '../../../components/tax-return/tax-return-keys';

/** POST /api/tax_returns/{id}/invoice_paid {paid}; the answer has an error field. */
export const setInvoicePaid = ({ id, paid }: { id: number; paid: boolean }) =>
  api.post<{ error: string | null; message: string }>(`/api/tax_returns/${id}/invoice_paid`, { paid });

export const useSetInvoicePaid = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setInvoicePaid,
    onSettled: () => refreshTaxReturns(queryClient),
  });
};
