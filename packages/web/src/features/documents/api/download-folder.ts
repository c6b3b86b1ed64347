import { documentMessages } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { saveBlob, zipNameFrom } from '../../../lib/save-file';
import { readDownloadLink } from '../../../lib/download-link';
import { discardBody } from '../../../lib/settle-response';

export interface FolderDownload {
  path: string;
  /** The zip's name when the answer does not say (the folder's name, or the entity's for the root). */
  fallbackName: string;
}

/**
 * GET /api/companies/{id}/documents/folder_link?path=, then the zip itself. It is fetched rather than
 * opened so a folder over 150 MB (answered 503) shows the spec's message instead of an error page.
 */
export async function downloadFolder(companyId: number, { path, fallbackName }: FolderDownload): Promise<void> {
  const { url } = readDownloadLink(
    await api.get<unknown>(`/api/companies/${companyId}/documents/folder_link`, { query: { path } }),
  );
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'include' });
  } catch {
    throw new ApiError(0, 'unavailable', documentMessages.downloadProblem);
  }
  if (!res.ok) {
    await discardBody(res);
    if (res.status === 503) throw new ApiError(503, 'unavailable', documentMessages.folderTooLarge);
    if (res.status === 401) throw new ApiError(401, 'unauthorized', documentMessages.refreshPage);
    throw new ApiError(res.status, 'internal', documentMessages.downloadProblem);
  }
  saveBlob(await res.blob(), zipNameFrom(res.headers.get('content-disposition'), fallbackName));
}

export const useDownloadFolders = (companyId: number) =>
  useMutation({
    mutationFn: async (folders: FolderDownload[]) => {
      for (const folder of folders) await downloadFolder(companyId, folder);
    },
    // Shown here rather than by the shared handler, which only knows server errors.
    meta: { silent: true },
    onError: (err) => notify.error(err instanceof Error ? err.message : documentMessages.downloadProblem),
  });
