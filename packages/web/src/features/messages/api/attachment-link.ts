import { api } from '../../../lib/api-client';

/** GET /api/documents/{id}/link: a short-lived address for an attached file. */
export const attachmentLink = (documentId: number) =>
  api.get<{ url: string; expires_at: string }>(`/api/documents/${documentId}/link`);
