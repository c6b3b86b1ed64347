/**
 * Addresses inside the client preview (spec 000 §2: /preview/user/{previewUserId}?previewCompanyHash=).
 * The client's pages are shown inside the preview, picked by `previewPage` (a client navigation key), so
 * staff never leave it for a client route they cannot open.
 */
export const PREVIEW_PAGES = ['dashboard', 'messages', 'documents', 'profile-settings'] as const;
export type PreviewPage = (typeof PREVIEW_PAGES)[number];

export const PREVIEW_PAGE_PARAM = 'previewPage';
export const PREVIEW_COMPANY_PARAM = 'previewCompanyHash';
/** The conversation open on the preview's Messages page. */
export const PREVIEW_CONVERSATION_PARAM = 'previewConversationId';

/** The conversation id in the address, or null. */
export function previewConversationOf(value: string | null): number | null {
  return value && /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

export function previewPageOf(value: string | null): PreviewPage {
  return (PREVIEW_PAGES as readonly string[]).includes(value ?? '') ? (value as PreviewPage) : 'dashboard';
}

export function clientPreviewPath(
  userId: number,
  {
    companyHash,
    page,
    conversationId,
  }: { companyHash?: string | null; page?: PreviewPage; conversationId?: number } = {},
): string {
  const params = new URLSearchParams();
  if (companyHash) params.set(PREVIEW_COMPANY_PARAM, companyHash);
  if (page && page !== 'dashboard') params.set(PREVIEW_PAGE_PARAM, page);
  if (page === 'messages' && conversationId) params.set(PREVIEW_CONVERSATION_PARAM, String(conversationId));
  const search = params.toString();
  return `/preview/user/${userId}${search ? `?${search}` : ''}`;
}

/** Where the preview was opened from, carried in the history state so Exit preview returns there. */
export interface PreviewReturn {
  previewFrom: string;
}

export function returnPathOf(state: unknown, fallback: string): string {
  const from = (state as Partial<PreviewReturn> | null)?.previewFrom;
  // Only a path inside the portal: history state can be set by anything that ran on this page.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : fallback;
}
