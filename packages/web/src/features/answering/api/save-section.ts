import { questionnaireChangeSchema, type QuestionnaireChange } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useApplyChange } from '../../../lib/questionnaires/apply-change';

export interface SaveSectionInput {
  sectionId: number;
  /** Record the section as the one the client is on (also sets opened/in progress, completes custom sections). */
  current?: true;
  marked_completed?: boolean;
}

/** POST /api/questionnaires/{id}/sections/{sectionId} (save_section). */
export async function saveSection(questionnaireId: number, input: SaveSectionInput): Promise<QuestionnaireChange> {
  const { sectionId, ...body } = input;
  const data = await api.post<unknown>(`/api/questionnaires/${questionnaireId}/sections/${sectionId}`, body);
  return questionnaireChangeSchema.parse(data);
}

export function useSaveSection(questionnaireId: number, opts: { silent?: boolean } = {}) {
  const applyChange = useApplyChange(questionnaireId);
  return useMutation({
    mutationFn: (input: SaveSectionInput) => saveSection(questionnaireId, input),
    meta: { silent: opts.silent },
    onSuccess: applyChange,
  });
}
