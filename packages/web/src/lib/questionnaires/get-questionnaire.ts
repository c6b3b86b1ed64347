import type { QuestionnaireDetail } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { questionnaireKeys } from './questionnaire-keys';

/** The schema answers are checked with, fetched with the first answer: zod stays out of the page's first load (issue 22 §4). */
const loadSchemas = () => import('./questionnaire-schemas');

/** GET /api/questionnaires/{id} (get_questionnaire): the whole questionnaire as the caller may see it. */
export async function getQuestionnaire(id: number, signal?: AbortSignal): Promise<QuestionnaireDetail> {
  const [{ questionnaireDetailSchema }, data] = await Promise.all([
    loadSchemas(),
    api.get<unknown>(`/api/questionnaires/${id}`, { signal }),
  ]);
  return questionnaireDetailSchema.parse(data);
}

export const questionnaireQueryOptions = (id: number) =>
  queryOptions({ queryKey: questionnaireKeys.detail(id), queryFn: ({ signal }) => getQuestionnaire(id, signal) });

export const useQuestionnaire = (id: number) => useQuery(questionnaireQueryOptions(id));
