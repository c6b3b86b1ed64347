import { annotationListSchema, type AnnotationList } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { annotationKeys } from './annotation-keys';

/** GET /api/documents/{id}/annotations: the document's checks and textboxes, in the order drawn. */
export async function getAnnotations(documentId: number, signal?: AbortSignal): Promise<AnnotationList> {
  return annotationListSchema.parse(await api.get<unknown>(`/api/documents/${documentId}/annotations`, { signal }));
}

export const annotationsQueryOptions = (documentId: number) =>
  queryOptions({
    queryKey: annotationKeys.ofDocument(documentId),
    queryFn: ({ signal }) => getAnnotations(documentId, signal),
    // An open editor must not be reset under the person editing.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });

export const useAnnotations = (documentId: number) => useQuery(annotationsQueryOptions(documentId));
