import { extractedUploadSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

/** While a batch is processing the list is read again every second (spec 001 §7 processing poll), and no more. */
export const REVIEW_POLL_MS = 1000;

const uploadsSchema = z.array(extractedUploadSchema);
export type ReviewUpload = z.infer<typeof extractedUploadSchema>;

/** GET /api/companies/{id}/extracted_documents: the entity's uploads with the documents split from each. */
export const listReviewUploads = async (companyId: number, signal?: AbortSignal) =>
  uploadsSchema.parse(await api.get<unknown>(`/api/companies/${companyId}/extracted_documents`, { signal }));

export const reviewUploadsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: reviewKeys.uploads(companyId),
    queryFn: ({ signal }) => listReviewUploads(companyId, signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.some((u) => u.status === 'processing') ? REVIEW_POLL_MS : false),
  });

export const useReviewUploads = (companyId: number) => useQuery(reviewUploadsQueryOptions(companyId));
