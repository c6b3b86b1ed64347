import { parseNotificationLink, prefixedNotificationRoute, type NotificationAudience } from './notification-links.ts';

/** Notification type ids (spec 000 §3). */
export const NOTIFICATION_TYPES = {
  information: 1,
  document: 2,
  questionnaire: 3,
  questionnaire_documents: 7,
} as const;

export type NotificationTypeId = (typeof NOTIFICATION_TYPES)[keyof typeof NOTIFICATION_TYPES];

/** Unread count equals the number not dismissed (spec 000 §4). */
export function unreadCount(items: ReadonlyArray<{ dismissed: boolean }>): number {
  return items.filter((n) => !n.dismissed).length;
}

export const NOTIFICATION_TYPE_IDS = Object.values(NOTIFICATION_TYPES) as NotificationTypeId[];

export const notificationMessages = {
  updated: 'Notification preference updated successfully',
  bulkUpdated: 'Notifications successfully updated',
  assignedCannotDisable: "You are this entity's assigned firm user: its notifications cannot be turned off.",
} as const;

/**
 * Where a notification's link leads in the portal (spec 000 §2, 002 §7 notification links): a link with
 * one of the spec's prefixes (conversation, download, ...) opens its screen for the audience; a link
 * carrying companyId and questionnaireId opens the questionnaire preview; /admin-documents/{hash}?path=
 * opens the entity's documents; any other portal path is used as it is. Links to other sites are refused.
 */
export function notificationRoute(
  link: string | null | undefined,
  audience: NotificationAudience = 'staff',
): string | null {
  if (!link) return null;
  const prefixed = parseNotificationLink(link);
  if (prefixed) return prefixedNotificationRoute(prefixed, audience);
  let url: URL;
  try {
    url = new URL(link, 'https://portal.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://portal.invalid' && !/^https?:$/.test(url.protocol)) return null;
  const companyId = url.searchParams.get('companyId');
  const questionnaireId = url.searchParams.get('questionnaireId');
  if (companyId && questionnaireId)
    return `/preview/${encodeURIComponent(companyId)}/questionnaire/${encodeURIComponent(questionnaireId)}`;
  const documents = url.pathname.match(/\/admin-documents\/([^/]+)\/?$/);
  if (documents) {
    const path = url.searchParams.get('path');
    return `/admin/${documents[1]}/documents${path !== null ? `?path=${encodeURIComponent(path)}` : ''}`;
  }
  if (url.origin !== 'https://portal.invalid') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
