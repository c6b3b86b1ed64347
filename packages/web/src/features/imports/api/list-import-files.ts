import { importFileSchema, type ImportFile } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { importKeys } from './import-keys';

export type { ImportFile };

/** GET /api/import_lists/files: the firm's uploaded import files, newest first (the latest 50). */
export async function listImportFiles(signal?: AbortSignal): Promise<ImportFile[]> {
  return importFileSchema.array().parse(await api.get<unknown>('/api/import_lists/files', { signal }));
}

export const importFilesQueryOptions = () =>
  queryOptions({ queryKey: importKeys.files(), queryFn: ({ signal }) => listImportFiles(signal) });

export const useImportFiles = () => useQuery(importFilesQueryOptions());
