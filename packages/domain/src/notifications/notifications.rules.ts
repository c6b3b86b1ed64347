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
