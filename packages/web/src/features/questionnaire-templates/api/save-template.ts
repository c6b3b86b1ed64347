import { templateDetailSchema, type TemplateDetail, type TemplateInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { templateKeys } from '../../../lib/questionnaires/list-templates';

/** POST /api/questionnaire_templates (new) or PUT /api/questionnaire_templates/{id} (existing; 409 for a built-in). */
export async function saveTemplate(id: number | null, body: TemplateInput): Promise<TemplateDetail> {
  const data =
    id === null
      ? await api.post<unknown>('/api/questionnaire_templates', body)
      : await api.put<unknown>(`/api/questionnaire_templates/${id}`, body);
  return templateDetailSchema.parse(data);
}

export const useSaveTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TemplateInput }) => saveTemplate(id, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(templateKeys.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: templateKeys.list() });
      await queryClient.invalidateQueries({ queryKey: templateKeys.preview(saved.id) });
    },
  });
};
