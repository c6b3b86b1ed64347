import { documentListSchema, type DocumentList } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentKeys } from './document-keys';

/** GET /api/companies/{id}/documents?path=&showWithDeleted=: one folder's files and folders (spec 002 §7). */
export async function listDocuments(
  companyId: number,
  path: string,
  includeDeleted: boolean,
  signal?: AbortSignal,
): Promise<DocumentList> {
  return documentListSchema.parse(
    await api.get<unknown>(`/api/companies/${companyId}/documents`, {
      query: { path, showWithDeleted: includeDeleted ? 'true' : undefined },
      signal,
    }),
  );
}

export const documentListQueryOptions = (companyId: number, path: string, includeDeleted: boolean) =>
  queryOptions({
    queryKey: documentKeys.list(companyId, path, includeDeleted),
    queryFn: ({ signal }) => listDocuments(companyId, path, includeDeleted, signal),
  });

export const useDocumentList = (companyId: number, path: string, includeDeleted: boolean) =>
  useQuery({
    ...documentListQueryOptions(companyId, path, includeDeleted),
    // Toggling Show deleted keeps the folder on screen while the other listing loads.
    placeholderData: (previous) => (previous?.path === path ? previous : undefined),
  });
