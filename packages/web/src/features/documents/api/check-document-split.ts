import { splitCheckSchema } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentKeys } from './document-keys';

/** Spec 001 §8: a failed split check is only logged, never shown. */
export const SPLIT_CHECK_FAILED = 'Error checking if document is split';

/**
 * GET /api/documents/split_check (spec 001 §7 split check: companyId, path): the upload the file was cut
 * from, or null. A failure is logged and answers null: the check only adds a note, it never stops anything.
 */
export async function checkDocumentSplit(companyId: number, path: string, signal?: AbortSignal) {
  try {
    const res = splitCheckSchema.parse(
      await api.get<unknown>('/api/documents/split_check', { query: { companyId, path }, signal }),
    );
    return res.document.parent_document_id;
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    console.error(SPLIT_CHECK_FAILED, e);
    return null;
  }
}

export const useDocumentSplit = (companyId: number, path: string | null) =>
  useQuery({
    queryKey: documentKeys.splitCheck(companyId, path),
    queryFn: ({ signal }) => checkDocumentSplit(companyId, path!, signal),
    enabled: path !== null,
    staleTime: 60_000,
  });
