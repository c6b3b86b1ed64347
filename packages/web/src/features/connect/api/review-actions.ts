import type { CorrectFieldInput, CorrectFormInput, ResplitInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshReview } from './review-keys';

/** PUT /api/extracted_documents/{id}/form: correct a split document's form. */
export const correctReviewForm = (id: number, body: CorrectFormInput) =>
  api.put<unknown>(`/api/extracted_documents/${id}/form`, body);
/** PUT /api/extracted_documents/{id}/fields/{key}: correct one figure read off the form (issue 42 §2). */
export const correctReviewField = (id: number, key: string, body: CorrectFieldInput) =>
  api.put<unknown>(`/api/extracted_documents/${id}/fields/${encodeURIComponent(key)}`, body);
/** POST /api/extracted_documents/{id}/split: move page boundaries ("1-2, 3, 4-12"). */
export const splitReviewUpload = (id: number, body: ResplitInput) =>
  api.post<unknown>(`/api/extracted_documents/${id}/split`, body);
/** POST /api/extracted_documents/{id}/redo: recognise again. */
export const redoReview = (id: number) => api.post<unknown>(`/api/extracted_documents/${id}/redo`);
/** POST /api/extracted_documents/{id}/review: the form is right. */
export const markReviewed = (id: number) => api.post<unknown>(`/api/extracted_documents/${id}/review`);
/** POST /api/extracted_documents/{id}/retry (spec 001 §4 Failed; Retry). */
export const retryReview = (id: number) => api.post<unknown>(`/api/extracted_documents/${id}/retry`);
/** DELETE /api/extracted_documents/{id}: kept, so it can be restored. */
export const deleteReview = (id: number) => api.delete<unknown>(`/api/extracted_documents/${id}`);
/** POST /api/documents/restore_extracted_document (spec 001 §7). */
export const restoreReview = (companyId: number, id: number) =>
  api.post<unknown>('/api/documents/restore_extracted_document', { company_id: companyId, extracted_document_id: id });

export type ReviewAction =
  | { kind: 'form'; id: number; body: CorrectFormInput }
  | { kind: 'split'; id: number; body: ResplitInput }
  | { kind: 'field'; id: number; key: string; body: CorrectFieldInput }
  | { kind: 'redo' | 'review' | 'retry' | 'delete' | 'restore'; id: number };

function run(companyId: number, action: ReviewAction) {
  switch (action.kind) {
    case 'form':
      return correctReviewForm(action.id, action.body);
    case 'split':
      return splitReviewUpload(action.id, action.body);
    case 'field':
      return correctReviewField(action.id, action.key, action.body);
    case 'redo':
      return redoReview(action.id);
    case 'review':
      return markReviewed(action.id);
    case 'retry':
      return retryReview(action.id);
    case 'delete':
      return deleteReview(action.id);
    case 'restore':
      return restoreReview(companyId, action.id);
  }
}

/** Every change of the review, each reading the list again once done. */
export const useReviewAction = (companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ReviewAction) => run(companyId, action),
    onSettled: () => refreshReview(queryClient, companyId),
  });
};
