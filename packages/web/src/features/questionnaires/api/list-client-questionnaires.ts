import { clientQuestionnairesSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { questionnaireKeys } from './questionnaire-keys';

export type ClientQuestionnaires = z.infer<typeof clientQuestionnairesSchema>;

/** GET /api/client/questionnaires?companyHash= (get_client_questionnaires): the client's dashboard cards. */
export async function listClientQuestionnaires(
  companyHash: string | null,
  signal?: AbortSignal,
): Promise<ClientQuestionnaires> {
  const data = await api.get<unknown>('/api/client/questionnaires', {
    query: { companyHash: companyHash ?? undefined },
    signal,
  });
  return clientQuestionnairesSchema.parse(data);
}

export const clientQuestionnairesQueryOptions = (companyHash: string | null) =>
  queryOptions({
    queryKey: questionnaireKeys.clientList(companyHash),
    queryFn: ({ signal }) => listClientQuestionnaires(companyHash, signal),
  });

export const useClientQuestionnaires = (companyHash: string | null) =>
  useQuery(clientQuestionnairesQueryOptions(companyHash));
