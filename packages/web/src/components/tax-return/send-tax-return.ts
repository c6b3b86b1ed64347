import type { TaxReturnStatus } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { refreshTaxReturns } from './tax-return-keys';

/** POST /api/tax_returns/{id}/send: Send, then sending, then sent. */
export const sendTaxReturn = (id: number) => api.post<{ status: TaxReturnStatus }>(`/api/tax_returns/${id}/send`);

export const useSendTaxReturn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTaxReturn,
    onSettled: () => refreshTaxReturns(queryClient),
  });
};
