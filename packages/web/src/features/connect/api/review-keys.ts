import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the Bulk Upload Processor Review (the connect feature's review-* files). */
export const reviewKeys = {
  all: ['connect', 'review'] as const,
  uploads: (companyId: number) => [...reviewKeys.all, 'uploads', companyId] as const,
  thumbnail: (id: number, page: number) => [...reviewKeys.all, 'thumbnail', id, page] as const,
};

export const refreshReview = (queryClient: QueryClient, companyId: number) =>
  queryClient.invalidateQueries({ queryKey: reviewKeys.uploads(companyId) });
