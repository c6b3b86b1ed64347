import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshTaxReturns } from './tax-return-keys';

type VoucherRef = { id: number; voucherId: number };

/** POST /api/tax_returns/{id}/vouchers/{voucherId}/checkout: where to pay (Stripe Checkout or the test page). */
export const payVoucher = ({ id, voucherId }: VoucherRef) =>
  api.post<{ checkout_url: string }>(`/api/tax_returns/${id}/vouchers/${voucherId}/checkout`);

export const usePayVoucher = () => useMutation({ mutationFn: payVoucher });

/** POST .../verify: back from the checkout, whether the session paid the voucher. */
export const verifyVoucherPayment = ({ id, voucherId, sessionId }: VoucherRef & { sessionId: string }) =>
  api.post<{ is_paid: boolean }>(`/api/tax_returns/${id}/vouchers/${voucherId}/verify`, { session_id: sessionId });

export const useVerifyVoucherPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyVoucherPayment, onSettled: () => refreshTaxReturns(queryClient) });
};

/** POST /api/tax_returns/{id}/paper_filings/{filingId}/mailed. */
export const markFilingMailed = ({ id, filingId }: { id: number; filingId: number }) =>
  api.post<{ message: string }>(`/api/tax_returns/${id}/paper_filings/${filingId}/mailed`);

export const useMarkFilingMailed = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markFilingMailed, onSettled: () => refreshTaxReturns(queryClient) });
};
