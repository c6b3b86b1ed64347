import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshTaxReturns } from '../../../components/tax-return/tax-return-keys';

/** POST /api/tax_returns/{id}/send_reminders ('Reminders sent successfully.'). */
export const sendTaxReturnReminders = (id: number) =>
  api.post<{ message: string }>(`/api/tax_returns/${id}/send_reminders`);

export const useSendTaxReturnReminders = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTaxReturnReminders,
    onSettled: () => refreshTaxReturns(queryClient),
  });
};
