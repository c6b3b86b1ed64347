import { submitResultSchema } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { questionnaireKeys } from '../../../lib/questionnaires/questionnaire-keys';

export type SubmitResult = z.infer<typeof submitResultSchema>;

/** POST /api/questionnaires/{id}/submit (submit_questionnaire): `next` is the client's next open questionnaire. */
export async function submitQuestionnaire(questionnaireId: number): Promise<SubmitResult> {
  return submitResultSchema.parse(await api.post<unknown>(`/api/questionnaires/${questionnaireId}/submit`));
}

export function useSubmitQuestionnaire(questionnaireId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => submitQuestionnaire(questionnaireId),
    // The questionnaire is now read-only and the dashboard's cards changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnaireKeys.all }),
  });
}
