import { extractedUploadSchema, processingPollDelay } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

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
    // Spec 001 §7's processing poll: every second for a fresh batch, then backing off (domain processing-poll.ts).
    refetchInterval: (query) => processingPollDelay(query.state.data ?? [], Date.now()),
  });

export const useReviewUploads = (companyId: number) => useQuery(reviewUploadsQueryOptions(companyId));
