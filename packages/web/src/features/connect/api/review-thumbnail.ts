import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

/** GET /api/extracted_documents/{id}/pages/{page}/thumbnail: a small PNG rendered by the server. */
export const getReviewThumbnail = (id: number, page: number, signal?: AbortSignal) =>
  api.get<Blob>(`/api/extracted_documents/${id}/pages/${page}/thumbnail`, { signal, responseType: 'blob' });

/** A page's thumbnail as an address for an <img>, released when no longer shown. */
export function useReviewThumbnail(id: number, page: number) {
  const query = useQuery(
    queryOptions({
      queryKey: reviewKeys.thumbnail(id, page),
      queryFn: ({ signal }) => getReviewThumbnail(id, page, signal),
      staleTime: 5 * 60_000,
    }),
  );
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data || typeof URL.createObjectURL !== 'function') return;
    const made = URL.createObjectURL(query.data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [query.data]);
  return { url, isError: query.isError };
}
