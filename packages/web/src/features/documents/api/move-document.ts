import { documentItemSchema, type DocumentItem } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentKeys } from './document-keys';

export interface MoveDocumentInput {
  target_company_id: number;
  target_path: string;
  copy: boolean;
}

/** POST /api/documents/{id}/move: moves or copies an item to a folder, maybe of another entity (staff). */
export async function moveDocument(id: number, input: MoveDocumentInput): Promise<DocumentItem> {
  return documentItemSchema.parse(await api.post<unknown>(`/api/documents/${id}/move`, input));
}

export const useMoveDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: MoveDocumentInput & { id: number }) => moveDocument(id, input),
    meta: { silent: true },
    // Both entities' lists may have changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
};
