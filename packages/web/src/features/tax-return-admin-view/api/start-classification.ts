import type { TaxReturnStatus } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshTaxReturns } from '../../../components/tax-return/tax-return-keys';

/** POST /api/tax_returns/{id}/start_classification: staff move on from a draft under review. */
export const startClassification = (id: number) =>
  api.post<{ status: TaxReturnStatus }>(`/api/tax_returns/${id}/start_classification`);

export const useStartClassification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startClassification,
    onSettled: () => refreshTaxReturns(queryClient),
  });
};
