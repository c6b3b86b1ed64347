import { TABLE_COOKIE_MAX_AGE_SECONDS } from '@portal/domain';
import { useCallback, useState } from 'react';
import { getCookie, setCookie } from '../../../lib/cookies';

export type DocumentsView = 'list' | 'grid';
export const DOCUMENTS_VIEW_COOKIE = 'documents_view';

export const readDocumentsView = (): DocumentsView => (getCookie(DOCUMENTS_VIEW_COOKIE) === 'grid' ? 'grid' : 'list');

/** List or grid, remembered in a cookie for a year; list unless the user chose grid (spec 002 §2). */
export function useDocumentsView() {
  const [view, setView] = useState<DocumentsView>(readDocumentsView);
  const choose = useCallback((next: DocumentsView) => {
    setCookie(DOCUMENTS_VIEW_COOKIE, next, { maxAgeSeconds: TABLE_COOKIE_MAX_AGE_SECONDS });
    setView(next);
  }, []);
  return [view, choose] as const;
}
