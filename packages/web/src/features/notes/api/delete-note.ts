import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { noteKeys } from './note-keys';

/** DELETE /api/companies/{id}/notes/{noteId}: its author or a partner. */
export const deleteNote = (companyId: number, noteId: number) =>
  api.delete<void>(`/api/companies/${companyId}/notes/${noteId}`);

export const useDeleteNote = (companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) => deleteNote(companyId, noteId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noteKeys.ofEntity(companyId) }),
  });
};
