import type { DraftReview, TaxReturnStatus } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshTaxReturns } from '../../../components/tax-return/tax-return-keys';

/** POST /api/tax_returns/{id}/draft_review: the client approves, or requests changes with a reason. */
export const reviewDraft = ({ id, review }: { id: number; review: DraftReview }) =>
  api.post<{ status: TaxReturnStatus }>(`/api/tax_returns/${id}/draft_review`, review);

export const useReviewDraft = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewDraft,
    onSettled: () => refreshTaxReturns(queryClient),
  });
};
