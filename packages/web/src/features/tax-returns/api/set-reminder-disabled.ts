import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshTaxReturns } from '../../../components/tax-return/tax-return-keys';

/** PATCH /api/tax_returns/{id} {reminder_disabled} ('Reminder disabled updated'). */
export const setReminderDisabled = ({ id, disabled }: { id: number; disabled: boolean }) =>
  api.patch<{ message: string }>(`/api/tax_returns/${id}`, { reminder_disabled: disabled });

export const useSetReminderDisabled = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReminderDisabled,
    onSettled: () => refreshTaxReturns(queryClient),
  });
};
