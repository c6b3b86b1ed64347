import { documentItemSchema, type DocumentItem } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentKeys } from './document-keys';

/** PATCH /api/documents/{id} {name}: renames a file or folder (staff). */
export async function renameDocument(id: number, name: string): Promise<DocumentItem> {
  return documentItemSchema.parse(await api.patch<unknown>(`/api/documents/${id}`, { name }));
}

export const useRenameDocument = (companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => renameDocument(id, name),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.ofCompany(companyId) }),
  });
};
