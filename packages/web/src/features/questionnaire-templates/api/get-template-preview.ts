import { questionnaireDetailSchema, type QuestionnaireDetail } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { templateKeys } from '../../../lib/questionnaires/list-templates';

/**
 * GET /api/questionnaire_templates/{id}/preview: the template drawn as a questionnaire in mode
 * 'admin-template' (read-only, no entity, no due date).
 */
export async function getTemplatePreview(id: number, signal?: AbortSignal): Promise<QuestionnaireDetail> {
  return questionnaireDetailSchema.parse(
    await api.get<unknown>(`/api/questionnaire_templates/${id}/preview`, { signal }),
  );
}

export const templatePreviewQueryOptions = (id: number) =>
  queryOptions({ queryKey: templateKeys.preview(id), queryFn: ({ signal }) => getTemplatePreview(id, signal) });

export const useTemplatePreview = (id: number, opts: { enabled?: boolean } = {}) =>
  useQuery({ ...templatePreviewQueryOptions(id), enabled: opts.enabled ?? true });
