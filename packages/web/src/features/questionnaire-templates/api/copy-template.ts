import { templateDetailSchema, type TemplateDetail } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { templateKeys } from '../../../lib/questionnaires/list-templates';

/** POST /api/questionnaire_templates/{id}/copy: a copy named 'Copy of {name}' that the firm can change. */
export async function copyTemplate(id: number): Promise<TemplateDetail> {
  return templateDetailSchema.parse(await api.post<unknown>(`/api/questionnaire_templates/${id}/copy`));
}

export const useCopyTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyTemplate,
    onSuccess: async (copy) => {
      queryClient.setQueryData(templateKeys.detail(copy.id), copy);
      await queryClient.invalidateQueries({ queryKey: templateKeys.list() });
    },
  });
};
