import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { templateKeys } from '../../../lib/questionnaires/list-templates';

/** DELETE /api/questionnaire_templates/{id}: answers {message}. */
export const deleteTemplate = (id: number) => api.delete<{ message: string }>(`/api/questionnaire_templates/${id}`);

export const useDeleteTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: templateKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: templateKeys.list() });
    },
  });
};
