import { documentItemSchema, type DocumentItem } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentKeys } from './document-keys';

/** POST /api/documents/{id}/restore: a deleted item and what was deleted with it (staff). */
export async function restoreDocument(id: number): Promise<DocumentItem> {
  return documentItemSchema.parse(await api.post<unknown>(`/api/documents/${id}/restore`));
}

export const useRestoreDocument = (companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => restoreDocument(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.ofCompany(companyId) }),
  });
};
