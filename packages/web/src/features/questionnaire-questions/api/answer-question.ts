import { questionnaireChangeSchema, type AnswerQuestionInput, type QuestionnaireChange } from '@portal/domain';
import { api } from '../../../lib/api-client';

/** POST /api/questionnaires/{id}/questions/{questionId}/answer (answer_question): one answer, special or answer-later. */
export async function answerQuestion(
  questionnaireId: number,
  questionId: number,
  input: AnswerQuestionInput,
): Promise<QuestionnaireChange> {
  return questionnaireChangeSchema.parse(
    await api.post<unknown>(`/api/questionnaires/${questionnaireId}/questions/${questionId}/answer`, input),
  );
}
