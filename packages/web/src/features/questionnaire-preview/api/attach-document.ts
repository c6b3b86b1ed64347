import { attachDocumentSchema, type AttachDocumentInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { questionnaireKeys } from '../../../lib/questionnaires/questionnaire-keys';

/** POST /api/documents/attach_to_questionnaire: an unattached document given to an upload question. */
export function useAttachDocument(questionnaireId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Omit<AttachDocumentInput, 'questionnaire_id'>) =>
      api.post<unknown>(
        '/api/documents/attach_to_questionnaire',
        attachDocumentSchema.parse({ ...input, questionnaire_id: questionnaireId }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnaireKeys.detail(questionnaireId) }),
  });
}
