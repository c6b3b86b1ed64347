import { annotationListSchema, type AnnotationList, type SaveAnnotationsInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { annotationKeys } from './annotation-keys';

/** PUT /api/documents/{id}/annotations: the whole list, which replaces the saved one (spec 001 §5). */
export async function saveAnnotations(documentId: number, input: SaveAnnotationsInput): Promise<AnnotationList> {
  return annotationListSchema.parse(await api.put<unknown>(`/api/documents/${documentId}/annotations`, input));
}

export const useSaveAnnotations = (documentId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveAnnotationsInput) => saveAnnotations(documentId, input),
    meta: { silent: true },
    onSuccess: (saved) => queryClient.setQueryData(annotationKeys.ofDocument(documentId), saved),
  });
};
