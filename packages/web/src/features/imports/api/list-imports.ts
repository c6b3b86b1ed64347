import { importListSchema, type RowError } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { importKeys } from './import-keys';

export interface ImportList {
  id: number;
  original_file_name: string;
  status: 'queued' | 'importing' | 'completed' | 'failed';
  total: number;
  imported: number;
  failed: number;
  errors: RowError[];
  created_at: string;
}

/** GET /api/import_lists: the firm's recent imports, newest first, with their progress. */
export async function listImports(signal?: AbortSignal): Promise<ImportList[]> {
  return importListSchema.array().parse(await api.get<unknown>('/api/import_lists', { signal }));
}

export const isRunning = (i: ImportList) => i.status === 'queued' || i.status === 'importing';

/** Polls every 2 s while any import is queued or importing. */
export const importsQueryOptions = () =>
  queryOptions({
    queryKey: importKeys.all,
    queryFn: ({ signal }) => listImports(signal),
    refetchInterval: (query) => ((query.state.data ?? []).some(isRunning) ? 2000 : false),
  });

export const useImports = () => useQuery(importsQueryOptions());
