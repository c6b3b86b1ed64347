import { noteSchema } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Note } from './list-notes';
import { noteKeys } from './note-keys';

/** POST /api/companies/{id}/notes {text}: answers the entity's notes, the new one first. */
export async function addNote(companyId: number, text: string): Promise<Note[]> {
  return noteSchema.array().parse(await api.post<unknown>(`/api/companies/${companyId}/notes`, { text }));
}

export const useAddNote = (companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addNote(companyId, text),
    // The failure is shown on the note field, where the text is kept.
    meta: { silent: true },
    onSuccess: (notes) => queryClient.setQueryData(noteKeys.ofEntity(companyId), notes),
  });
};
