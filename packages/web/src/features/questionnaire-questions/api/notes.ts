import { questionNoteSchema, type QuestionnaireDetail, type QuestionNote } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { questionnaireKeys } from '../../../lib/questionnaires/questionnaire-keys';

/** POST .../questions/{questionId}/notes (add_comment): answers the new note. */
export const addNote = async (questionnaireId: number, questionId: number, text: string): Promise<QuestionNote> =>
  questionNoteSchema.parse(
    await api.post<unknown>(`/api/questionnaires/${questionnaireId}/questions/${questionId}/notes`, { text }),
  );

/** POST .../notes/{noteId}/toggle-removal (toggle_comment_removal): deletes a note, or restores a deleted one. */
export const toggleNoteRemoval = async (questionnaireId: number, noteId: number): Promise<QuestionNote> =>
  questionNoteSchema.parse(
    await api.post<unknown>(`/api/questionnaires/${questionnaireId}/notes/${noteId}/toggle-removal`),
  );

/** Puts a note (new or changed) into its question in the cached questionnaire. */
function withNote(q: QuestionnaireDetail, note: QuestionNote): QuestionnaireDetail {
  return {
    ...q,
    questionnaire_questions: q.questionnaire_questions.map((question) => {
      if (question.id !== note.question_id) return question;
      const notes = question.filtered_questionnaire_comments;
      const known = notes.some((n) => n.id === note.id);
      return {
        ...question,
        filtered_questionnaire_comments: known ? notes.map((n) => (n.id === note.id ? note : n)) : [...notes, note],
      };
    }),
  };
}

/** Adding and deleting (or restoring) notes, kept in the cached questionnaire without a reload. */
export function useNoteMutations(questionnaireId: number, questionId: number) {
  const queryClient = useQueryClient();
  const store = (note: QuestionNote) =>
    queryClient.setQueryData<QuestionnaireDetail>(questionnaireKeys.detail(questionnaireId), (q) =>
      q ? withNote(q, note) : q,
    );
  const add = useMutation({
    mutationFn: (text: string) => addNote(questionnaireId, questionId, text),
    onSuccess: store,
  });
  const toggle = useMutation({
    mutationFn: (noteId: number) => toggleNoteRemoval(questionnaireId, noteId),
    onSuccess: store,
  });
  return { add, toggle };
}
