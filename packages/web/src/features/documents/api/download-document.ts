import { documentMessages, type DocumentItem } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { saveFromUrl } from '../../../lib/save-file';
import { readDownloadLink } from '../../../lib/download-link';

/** GET /api/documents/{id}/link, then the browser downloads it: the link needs no auth header. */
export async function downloadDocument(doc: Pick<DocumentItem, 'id' | 'name'>): Promise<void> {
  const { url } = readDownloadLink(await api.get<unknown>(`/api/documents/${doc.id}/link`));
  saveFromUrl(url, doc.name);
}

/** Downloads one or more files, one after the other so the browser keeps each. */
export const useDownloadDocuments = () =>
  useMutation({
    mutationFn: async (docs: Pick<DocumentItem, 'id' | 'name'>[]) => {
      for (const doc of docs) await downloadDocument(doc);
    },
    meta: { silent: true },
    onError: (err) =>
      notify.error(isApiError(err) && err.status !== 404 ? err.message : documentMessages.downloadProblem),
  });
