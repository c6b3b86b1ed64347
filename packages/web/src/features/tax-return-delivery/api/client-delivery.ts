import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkVoucherPaid, TaxReturnStatus } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { refreshTaxReturns } from '../../../components/tax-return/tax-return-keys';

type VoucherRef = { id: number; voucherId: number };
type PaymentAnswer = { message: string; status: TaxReturnStatus; all_paid: boolean };

/**
 * POST /api/tax_returns/{id}/vouchers/{voucherId}/paid: the client records a tax payment made to the IRS or a
 * state (the day, how, the confirmation number). Nothing is charged through the portal.
 */
export const markVoucherPaid = ({ id, voucherId, payment }: VoucherRef & { payment: MarkVoucherPaid }) =>
  api.post<PaymentAnswer>(`/api/tax_returns/${id}/vouchers/${voucherId}/paid`, payment);

export const useMarkVoucherPaid = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markVoucherPaid, onSettled: () => refreshTaxReturns(queryClient) });
};

/** DELETE .../paid: undo a payment recorded by mistake. */
export const undoVoucherPaid = ({ id, voucherId }: VoucherRef) =>
  api.delete<PaymentAnswer>(`/api/tax_returns/${id}/vouchers/${voucherId}/paid`);

export const useUndoVoucherPaid = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: undoVoucherPaid, onSettled: () => refreshTaxReturns(queryClient) });
};

/** POST /api/tax_returns/{id}/paper_filings/{filingId}/mailed. */
export const markFilingMailed = ({ id, filingId }: { id: number; filingId: number }) =>
  api.post<{ message: string }>(`/api/tax_returns/${id}/paper_filings/${filingId}/mailed`);

export const useMarkFilingMailed = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markFilingMailed, onSettled: () => refreshTaxReturns(queryClient) });
};
