import { documentMessages } from '@portal/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readDownloadLink, type DocumentLink } from '../../../lib/download-link';
import { discardBody } from '../../../lib/settle-response';

/** Links live 10 minutes on the server; one older than this is fetched again before it is used. */
const LINK_FRESH_MS = 5 * 60 * 1000;

/**
 * Keys of one file's link and contents. Not under documentKeys.all: the screen invalidates that after
 * every change in a folder, and an open preview must not fetch and redraw its file again for it.
 */
export const documentFileKeys = {
  link: (id: number) => ['document-file', id, 'link'] as const,
  bytes: (id: number) => ['document-file', id, 'bytes'] as const,
  sheets: (id: number) => ['document-file', id, 'sheets'] as const,
  jpeg: (id: number) => ['document-file', id, 'jpeg'] as const,
};

/**
 * GET /api/documents/{id}/link: a short-lived URL that serves the file without the auth header, so a
 * plain link, an <img> or pdf.js can fetch it.
 */
export async function getDocumentLink(id: number, signal?: AbortSignal): Promise<DocumentLink> {
  return readDownloadLink(await api.get<unknown>(`/api/documents/${id}/link`, { signal }));
}

export const documentLinkQueryOptions = (id: number) =>
  queryOptions({
    queryKey: documentFileKeys.link(id),
    queryFn: ({ signal }) => getDocumentLink(id, signal),
    staleTime: LINK_FRESH_MS,
    // A link is a credential of sorts: drop it soon after nobody shows the file.
    gcTime: 60 * 1000,
    // A new link would reload a shown image for nothing; Download checks the expiry itself.
    refetchOnWindowFocus: false,
  });

export const useDocumentLink = (id: number, enabled = true) => useQuery({ ...documentLinkQueryOptions(id), enabled });

/** A new link even when the cached one looks fresh (it answered 401: it expired or was revoked). */
export const refreshDocumentLink = (queryClient: QueryClient, id: number) =>
  queryClient.fetchQuery({ ...documentLinkQueryOptions(id), staleTime: 0 });

/** The same link, answered with Content-Disposition inline so the browser shows the file. */
export const inlineUrl = (url: string) => `${url}${url.includes('?') ? '&' : '?'}inline=true`;

const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';

/** What a failed file request means for the person looking at it. */
const failureMessage = (status: number) =>
  status === 422
    ? documentMessages.notSupported
    : status === 503
      ? documentMessages.previewsBusy
      : documentMessages.downloadProblem;

/**
 * The file through its link (`extra` adds to the query, e.g. "&as=jpeg"). An expired link (401) is
 * replaced once; a photo the server cannot convert (422) says "File type not supported yet", a busy
 * converter (503) says so, anything else "There was a problem downloading the document."
 */
async function fetchDocument(queryClient: QueryClient, id: number, signal?: AbortSignal, extra = '') {
  let res: Response;
  try {
    const load = async (link: DocumentLink) => fetch(`${link.url}${extra}`, { signal, credentials: 'same-origin' });
    res = await load(await queryClient.fetchQuery(documentLinkQueryOptions(id)));
    if (res.status === 401) {
      await discardBody(res);
      res = await load(await refreshDocumentLink(queryClient, id));
    }
  } catch (e) {
    if (isAbort(e)) throw e;
    throw new Error(documentMessages.downloadProblem, { cause: e });
  }
  if (!res.ok) {
    await discardBody(res);
    throw new Error(failureMessage(res.status));
  }
  return res;
}

/** The file's bytes through its link. */
export async function fetchDocumentBytes(queryClient: QueryClient, id: number, signal?: AbortSignal) {
  const res = await fetchDocument(queryClient, id, signal);
  try {
    return new Uint8Array(await res.arrayBuffer());
  } catch (e) {
    if (isAbort(e)) throw e;
    throw new Error(documentMessages.downloadProblem, { cause: e });
  }
}

/** A HEIC photo as the JPEG the server makes of it (GET download?as=jpeg), for an <img>. */
export async function fetchJpegRendering(queryClient: QueryClient, id: number, signal?: AbortSignal) {
  return (await fetchDocument(queryClient, id, signal, '&inline=true&as=jpeg')).blob();
}

/** The bytes of the file on show, dropped from the cache as soon as the preview closes. */
export const documentBytesQueryOptions = (queryClient: QueryClient, id: number) =>
  queryOptions({
    queryKey: documentFileKeys.bytes(id),
    queryFn: ({ signal }) => fetchDocumentBytes(queryClient, id, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
