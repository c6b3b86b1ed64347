import { questionnaireTemplateListSchema, type QuestionnaireTemplateSummary } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { questionnaireKeys } from './questionnaire-keys';

/** Query keys of the firm's questionnaire templates. */
export const templateKeys = {
  all: [...questionnaireKeys.all, 'templates'] as const,
  list: () => [...templateKeys.all, 'list'] as const,
  preview: (id: number) => [...templateKeys.all, 'preview', id] as const,
  detail: (id: number) => [...templateKeys.all, 'detail', id] as const,
};

/** GET /api/questionnaire_templates: the firm's questionnaire templates (403 for staff without access). */
export async function listTemplates(signal?: AbortSignal): Promise<QuestionnaireTemplateSummary[]> {
  const data = await api.get<unknown>('/api/questionnaire_templates', { signal });
  return questionnaireTemplateListSchema.parse(data).items;
}

export const templatesQueryOptions = () =>
  queryOptions({ queryKey: templateKeys.list(), queryFn: ({ signal }) => listTemplates(signal) });

export const useTemplates = () => useQuery(templatesQueryOptions());
