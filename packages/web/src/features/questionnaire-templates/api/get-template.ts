import { templateDetailSchema, type TemplateDetail } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { templateKeys } from '../../../lib/questionnaires/list-templates';

/** GET /api/questionnaire_templates/get_template_by_id?template_id={id}: one template in full, for the editor. */
export async function getTemplate(id: number, signal?: AbortSignal): Promise<TemplateDetail> {
  return templateDetailSchema.parse(
    await api.get<unknown>('/api/questionnaire_templates/get_template_by_id', { query: { template_id: id }, signal }),
  );
}

export const templateQueryOptions = (id: number) =>
  queryOptions({ queryKey: templateKeys.detail(id), queryFn: ({ signal }) => getTemplate(id, signal) });

export const useTemplate = (id: number, opts: { enabled?: boolean } = {}) =>
  useQuery({ ...templateQueryOptions(id), enabled: opts.enabled ?? true });
