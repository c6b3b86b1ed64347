import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { importKeys } from './import-keys';
import type { ImportList } from './list-imports';
import type { ImportRequest } from './validate-import';

export interface QueueImportResult {
  import: ImportList;
  message: string;
}

/** POST /api/import_lists: rows with errors are skipped and reported; a background job imports the rest. */
export const queueImport = (input: ImportRequest) => api.post<QueueImportResult>('/api/import_lists', input);

export const useQueueImport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: queueImport,
    // Not awaited: the import is queued whatever the list's refresh does, so the toast shows at once.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: importKeys.all });
    },
  });
};
