import { questionnaireDetailSchema, type QuestionnaireDetail } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { questionnaireKeys } from './questionnaire-keys';

/** GET /api/questionnaires/{id} (get_questionnaire): the whole questionnaire as the caller may see it. */
export async function getQuestionnaire(id: number, signal?: AbortSignal): Promise<QuestionnaireDetail> {
  return questionnaireDetailSchema.parse(await api.get<unknown>(`/api/questionnaires/${id}`, { signal }));
}

export const questionnaireQueryOptions = (id: number) =>
  queryOptions({ queryKey: questionnaireKeys.detail(id), queryFn: ({ signal }) => getQuestionnaire(id, signal) });

export const useQuestionnaire = (id: number) => useQuery(questionnaireQueryOptions(id));
