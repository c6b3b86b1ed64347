import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshTaxReturns } from '../../../components/tax-return/tax-return-keys';

/** POST /api/tax_returns/{id}/invoice/checkout: where to pay the firm's invoice (Stripe Checkout or the test page). */
export const payInvoice = (id: number) => api.post<{ checkout_url: string }>(`/api/tax_returns/${id}/invoice/checkout`);

export const usePayInvoice = () => useMutation({ mutationFn: payInvoice });

/** POST .../invoice/verify: back from the checkout, whether the session paid the invoice. */
export const verifyInvoicePayment = ({ id, sessionId }: { id: number; sessionId: string }) =>
  api.post<{ invoice_paid: boolean }>(`/api/tax_returns/${id}/invoice/verify`, { session_id: sessionId });

export const useVerifyInvoicePayment = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyInvoicePayment, onSettled: () => refreshTaxReturns(queryClient) });
};
