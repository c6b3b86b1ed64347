import { questionnaireSummarySchema } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { questionnaireKeys } from '../../../lib/questionnaires/questionnaire-keys';

const companyQuestionnairesSchema = z.object({ items: z.array(questionnaireSummarySchema) });

/** GET /api/companies/{companyId}/questionnaires: an entity's questionnaires, for the firm. */
export async function listCompanyQuestionnaires(companyId: number, signal?: AbortSignal) {
  const data = await api.get<unknown>(`/api/companies/${companyId}/questionnaires`, { signal });
  return companyQuestionnairesSchema.parse(data).items;
}

export const useCompanyQuestionnaires = (companyId: number) =>
  useQuery({
    queryKey: questionnaireKeys.ofCompany(companyId),
    queryFn: ({ signal }) => listCompanyQuestionnaires(companyId, signal),
  });
