import { collectMessageSchema, removedDocumentSchema, type RemovedDocument } from '@portal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { questionnaireKeys } from '../../../lib/questionnaires/questionnaire-keys';

export const removedDocumentKeys = {
  of: (questionnaireId: number) => [...questionnaireKeys.all, 'removed-documents', questionnaireId] as const,
};

/** GET /api/questionnaires/{id}/removed_documents: files removed from its questions, restorable. */
export async function listRemovedDocuments(questionnaireId: number, signal?: AbortSignal): Promise<RemovedDocument[]> {
  return z
    .array(removedDocumentSchema)
    .parse(await api.get<unknown>(`/api/questionnaires/${questionnaireId}/removed_documents`, { signal }));
}

export const useRemovedDocuments = (questionnaireId: number) =>
  useQuery(
    queryOptions({
      queryKey: removedDocumentKeys.of(questionnaireId),
      queryFn: ({ signal }) => listRemovedDocuments(questionnaireId, signal),
    }),
  );

/** POST /api/questionnaires/{id}/restore_documents {document_ids}: then the list and the questionnaire reload. */
export function useRestoreDocuments(questionnaireId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (documentIds: number[]) =>
      collectMessageSchema.parse(
        await api.post<unknown>(`/api/questionnaires/${questionnaireId}/restore_documents`, {
          document_ids: documentIds,
        }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: removedDocumentKeys.of(questionnaireId) }),
        queryClient.invalidateQueries({ queryKey: questionnaireKeys.detail(questionnaireId) }),
      ]),
  });
}
