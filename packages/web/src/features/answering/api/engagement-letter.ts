import { collectMessageSchema, type EngagementLetterInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { questionnaireKeys } from '../../../lib/questionnaires/questionnaire-keys';

/** PUT /api/questionnaires/{id}/sections/{sectionId}/engagement_letter: answers 'Engagement letter updated'. */
export const updateEngagementLetter = async (
  questionnaireId: number,
  sectionId: number,
  input: EngagementLetterInput,
) =>
  collectMessageSchema.parse(
    await api.put<unknown>(`/api/questionnaires/${questionnaireId}/sections/${sectionId}/engagement_letter`, input),
  );

/** Rewrites a signature section's letter from the firm's preview, then reloads the questionnaire. */
export function useUpdateEngagementLetter(questionnaireId: number, sectionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EngagementLetterInput) => updateEngagementLetter(questionnaireId, sectionId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnaireKeys.detail(questionnaireId) }),
  });
}
