/**
 * The client preview (spec 000 §2 /preview/user/{id}, issue 21 §4): staff see the client's real Dashboard,
 * Messages and Documents by reading them as the client would, through
 * GET /api/preview/users/{id}/as_client/{client path}. Only the client's reads listed here pass, and only
 * as GET: the preview never writes anything as the client (the server refuses every other method).
 */
export const clientPreviewMessages = {
  readOnly: 'The client preview is read-only: nothing here acts as the client.',
  notInPreview: 'This is not part of the client preview.',
} as const;

/** The reads the client's Dashboard, Messages and Documents make, as paths under /api. */
const CLIENT_READS: readonly RegExp[] = [
  /^\/api\/companies\/get_user_assigned_companies$/,
  /^\/api\/client\/questionnaires$/,
  /^\/api\/tax_returns$/,
  /^\/api\/conversations\/get_client_conversation$/,
  /^\/api\/v2\/conversations$/,
  /^\/api\/v2\/conversations\/\d+$/,
  /^\/api\/v2\/conversations\/\d+\/threads\/\d+$/,
  /^\/api\/companies\/\d+\/documents$/,
  /^\/api\/companies\/\d+\/documents\/recent$/,
  /^\/api\/companies\/\d+\/documents\/folder_link$/,
  /^\/api\/documents\/\d+\/link$/,
];

/** Whether a client read (a path under /api, without its query) may be made in the preview. */
export const isClientPreviewRead = (path: string): boolean => CLIENT_READS.some((r) => r.test(path));

/** The preview's address for a client read: `/api/x?y` read as client `userId` is `/api/preview/users/{userId}/as_client/x?y`. */
export const clientPreviewReadUrl = (userId: number, url: string): string =>
  `/api/preview/users/${userId}/as_client/${url.replace(/^\/api\//, '')}`;
