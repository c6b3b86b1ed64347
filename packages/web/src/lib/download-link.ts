import { documentMessages, downloadLinkSchema } from '@portal/domain';
import { ApiError } from './api-client';

/** A short-lived URL that serves a file (or a folder's zip) without the auth header. */
export type DocumentLink = ReturnType<typeof downloadLinkSchema.parse>;

/**
 * A download link answer; one without a link says 'No download link found in response' (spec 002 §8). Here
 * because the documents screen's downloads and the document preview both read one (features do not import
 * each other).
 */
export function readDownloadLink(body: unknown): DocumentLink {
  const parsed = downloadLinkSchema.safeParse(body);
  if (!parsed.success || !parsed.data.url) throw new ApiError(0, 'internal', documentMessages.noDownloadLink);
  return parsed.data;
}
