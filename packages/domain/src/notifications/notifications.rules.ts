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
