/**
 * Notification links with the spec's prefixes (spec 002 §7 Notification links): what a notification
 * leads to is stored as `prefix:value`, and the portal works out the screen for whoever opens it (an
 * advisor's conversation lives under /messages, a client's under /inbox).
 */
export const NOTIFICATION_LINK_PREFIXES = [
  'conversation',
  'download',
  'download_folder',
  'download_drop_link_upload',
  'download_drop_link_document',
] as const;
export type NotificationLinkPrefix = (typeof NOTIFICATION_LINK_PREFIXES)[number];

export type NotificationAudience = 'staff' | 'client';

const pairs = (values: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(values).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** The links the server stores, one builder per prefix. */
export const notificationLinks = {
  /** A conversation with new messages. */
  conversation: (conversationId: number) => `conversation:${conversationId}`,
  /** A file prepared in the background (an export) that is ready to download. */
  download: (exportId: number) => `download:${exportId}`,
  /** A folder of an entity's documents, downloaded as one archive. */
  downloadFolder: (companyHash: string, path: string) => `download_folder:${pairs({ companyHash, path })}`,
  /** One drop-link upload (its files as a zip), as id=value pairs. */
  downloadDropLinkUpload: (dropLinkId: number, uploadId: number) =>
    `download_drop_link_upload:${pairs({ dropLinkId, uploadId })}`,
  /** A document a drop link received, by its folder (the uploader's) name. */
  downloadDropLinkDocument: (dropLinkId: number, folder: string) =>
    `download_drop_link_document:${pairs({ dropLinkId, folder })}`,
};

export interface ParsedNotificationLink {
  prefix: NotificationLinkPrefix;
  value: string;
  params: URLSearchParams;
}

/** A prefixed link's parts; null for any other link (a plain portal path). */
export function parseNotificationLink(link: string): ParsedNotificationLink | null {
  const match = /^([a-z_]+):(.*)$/s.exec(link);
  if (!match || !(NOTIFICATION_LINK_PREFIXES as readonly string[]).includes(match[1]!)) return null;
  const value = match[2]!;
  return { prefix: match[1] as NotificationLinkPrefix, value, params: new URLSearchParams(value) };
}

const positiveId = (raw: string | null) => (raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? raw : null);
const withQuery = (path: string, query: Record<string, string | null>) => {
  const q = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== null));
  const s = q.toString().replace(/\+/g, '%20');
  return s ? `${path}?${s}` : path;
};

/** The screen a prefixed link opens for its audience; null when the link is malformed or not theirs. */
export function prefixedNotificationRoute(
  { prefix, value, params }: ParsedNotificationLink,
  audience: NotificationAudience,
): string | null {
  switch (prefix) {
    case 'conversation': {
      const id = positiveId(value);
      if (!id) return null;
      return `${audience === 'staff' ? '/messages' : '/inbox'}?conversationId=${id}`;
    }
    case 'download': {
      const id = positiveId(value);
      return id ? `/exports/${id}` : null;
    }
    case 'download_folder': {
      const hash = params.get('companyHash');
      if (!hash || !/^[\w-]+$/.test(hash)) return null;
      const base = audience === 'staff' ? `/admin/${hash}/documents` : `/documents/${hash}`;
      return withQuery(base, { path: params.get('path') });
    }
    case 'download_drop_link_upload':
    case 'download_drop_link_document': {
      const dropLinkId = positiveId(params.get('dropLinkId'));
      if (!dropLinkId || audience !== 'staff') return null;
      return withQuery('/admin-drop-links', {
        dropLinkId,
        uploadId: prefix === 'download_drop_link_upload' ? positiveId(params.get('uploadId')) : null,
        folder: prefix === 'download_drop_link_document' ? params.get('folder') : null,
      });
    }
  }
}
