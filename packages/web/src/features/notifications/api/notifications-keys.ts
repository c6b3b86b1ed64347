/**
 * Query keys of the signed-in user's notification list (spec 000 §7 Notifications). They sit under
 * the feature's root key beside the settings keys of notification-keys.ts, so a refresh of the list
 * never refetches the per-entity settings.
 */
export interface NotificationFilters {
  search: string;
  unreadOnly: boolean;
  type: number | null;
}

const root = ['notifications', 'feed'] as const;

export const notificationFeedKeys = {
  all: root,
  list: (filters: NotificationFilters) => [...root, 'list', filters] as const,
  unread: () => [...root, 'unread'] as const,
};
