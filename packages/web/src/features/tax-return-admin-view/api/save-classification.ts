import { taxReturnDetailSchema, type TaxReturnClassification } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshTaxReturns } from '../../../components/tax-return/tax-return-keys';

/** PUT /api/tax_returns/{id}/classification: the forms, signers, vouchers and paper filings staff confirm. */
export const saveClassification = ({ id, classification }: { id: number; classification: TaxReturnClassification }) =>
  api.put<unknown>(`/api/tax_returns/${id}/classification`, classification).then((d) => taxReturnDetailSchema.parse(d));

export const useSaveClassification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClassification,
    onSettled: () => refreshTaxReturns(queryClient),
  });
};
