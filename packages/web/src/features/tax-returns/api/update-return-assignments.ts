import type { UpdateAssignments } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshTaxReturns } from '../../../components/tax-return/tax-return-keys';

/** POST /api/tax_returns/update_client_assignments {advisorId, clientIds}: -1 none, 0 'Various'. */
export const updateReturnAssignments = (input: UpdateAssignments) =>
  api.post<{ message: string }>('/api/tax_returns/update_client_assignments', input);

export const useUpdateReturnAssignments = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReturnAssignments,
    onSettled: () => refreshTaxReturns(queryClient),
  });
};
