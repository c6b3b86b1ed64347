import { collectMessageSchema } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { questionnaireKeys } from '../../../lib/questionnaires/questionnaire-keys';

/** DELETE /api/questionnaires/{id}/questions/{questionId} (delete_question): answers the spec's message. */
export const deleteQuestion = async (questionnaireId: number, questionId: number) =>
  collectMessageSchema.parse(
    await api.delete<unknown>(`/api/questionnaires/${questionnaireId}/questions/${questionId}`),
  );

/** Deletes a question from the firm's preview, then reloads the questionnaire (its follow-ups go too). */
export function useDeleteQuestion(questionnaireId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: number) => deleteQuestion(questionnaireId, questionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnaireKeys.detail(questionnaireId) }),
  });
}
