import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';
import { xhrRequest } from '../../../lib/upload-with-progress';

export interface ExportFile {
  id: number;
  file_name: string;
  status: 'preparing' | 'ready' | 'failed';
  size: number | null;
}

/** GET /api/exports/{id}: one of the caller's prepared files; asked again while it is being prepared. */
export const useExportFile = (id: number) =>
  useQuery({
    queryKey: ['exports', id],
    queryFn: ({ signal }) => api.get<ExportFile>(`/api/exports/${id}`, { signal }),
    refetchInterval: (q) => (q.state.data?.status === 'preparing' ? 2000 : false),
  });

/** GET /api/exports/{id}/download with the session's token, saved by the browser. */
export async function downloadExport(file: ExportFile): Promise<void> {
  const blob = await xhrRequest<Blob>(`/api/exports/${file.id}/download`, { responseType: 'blob' });
  saveBlob(blob, file.file_name);
}
