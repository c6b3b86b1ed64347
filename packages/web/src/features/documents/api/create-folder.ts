import { documentItemSchema, type DocumentItem } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentKeys } from './document-keys';

/** POST /api/companies/{id}/documents/folders {path, name}: a folder inside `path`. */
export async function createFolder(companyId: number, path: string, name: string): Promise<DocumentItem> {
  return documentItemSchema.parse(
    await api.post<unknown>(`/api/companies/${companyId}/documents/folders`, { path, name }),
  );
}

export const useCreateFolder = (companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, name }: { path: string; name: string }) => createFolder(companyId, path, name),
    // The dialog shows the server's message on the name field.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.ofCompany(companyId) }),
  });
};
