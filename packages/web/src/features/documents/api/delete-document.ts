import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentKeys } from './document-keys';

/** DELETE /api/documents/{id}: a file, or a folder with everything in it (staff can restore it). */
export const deleteDocument = (id: number) => api.delete<void>(`/api/documents/${id}`);

/** Deletes one or more items; the list refreshes once all have been answered. */
export const useDeleteDocuments = (companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      for (const id of ids) await deleteDocument(id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.ofCompany(companyId) }),
  });
};
