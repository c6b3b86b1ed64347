import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the Bulk Upload Processor Review (the connect feature's review-* files). */
export const reviewKeys = {
  all: ['connect', 'review'] as const,
  uploads: (companyId: number) => [...reviewKeys.all, 'uploads', companyId] as const,
  thumbnail: (id: number, page: number) => [...reviewKeys.all, 'thumbnail', id, page] as const,
};

/** After a change of the review: its list, and the tax data its figures add up to. */
export const refreshReview = (queryClient: QueryClient, companyId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewKeys.uploads(companyId) }),
    queryClient.invalidateQueries({ queryKey: ['connect', 'tax-data', companyId] }),
  ]);
