import { questionnaireChangeSchema, type QuestionnaireChange } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useApplyChange } from '../../../lib/questionnaires/apply-change';

export interface EntryFieldAnswer {
  id: number;
  answer: string | null;
}

const base = (questionnaireId: number) => `/api/questionnaires/${questionnaireId}`;

/** POST .../questions/{questionId}/entries (add_new_entry): a blank entry after the last one. */
export const addEntry = async (questionnaireId: number, questionId: number): Promise<QuestionnaireChange> =>
  questionnaireChangeSchema.parse(await api.post<unknown>(`${base(questionnaireId)}/questions/${questionId}/entries`));

/** DELETE .../questions/{questionId}/entries/{entryNumber} (remove_entry). */
export const removeEntry = async (
  questionnaireId: number,
  questionId: number,
  entryNumber: number,
): Promise<QuestionnaireChange> =>
  questionnaireChangeSchema.parse(
    await api.delete<unknown>(`${base(questionnaireId)}/questions/${questionId}/entries/${entryNumber}`),
  );

/** POST .../entries (save_entries): the changed fields of any entries, at once. */
export const saveEntries = async (
  questionnaireId: number,
  questions: EntryFieldAnswer[],
): Promise<QuestionnaireChange> =>
  questionnaireChangeSchema.parse(await api.post<unknown>(`${base(questionnaireId)}/entries`, { questions }));

/** The three entry writes, each merging its answer into the cached questionnaire. */
export function useEntryMutations(questionnaireId: number, questionId: number) {
  const applyChange = useApplyChange(questionnaireId);
  const add = useMutation({ mutationFn: () => addEntry(questionnaireId, questionId), onSuccess: applyChange });
  const remove = useMutation({
    mutationFn: (entryNumber: number) => removeEntry(questionnaireId, questionId, entryNumber),
    onSuccess: applyChange,
  });
  const save = useMutation({
    mutationFn: (questions: EntryFieldAnswer[]) => saveEntries(questionnaireId, questions),
    onSuccess: applyChange,
  });
  return { add, remove, save };
}
