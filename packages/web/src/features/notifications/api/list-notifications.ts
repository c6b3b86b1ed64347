import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationFeedKeys, type NotificationFilters } from './notifications-keys';

/** The schema answers are checked with, fetched the first time: zod stays out of every page's first load (issue 22 §4). */
const loadSchemas = () => import('./notification-schemas');

export const NOTIFICATIONS_PER_PAGE = 20;

/** GET /api/notifications: one 0-based page, newest first, with the total and the unread count. */
export async function listNotifications(
  filters: NotificationFilters,
  page: number,
  perPage = NOTIFICATIONS_PER_PAGE,
  signal?: AbortSignal,
) {
  const [{ notificationsPageSchema }, data] = await Promise.all([
    loadSchemas(),
    api.get<unknown>('/api/notifications', {
      query: {
        page,
        per_page: perPage,
        search: filters.search.trim() || undefined,
        isUnreadOnly: filters.unreadOnly ? 'true' : undefined,
        type: filters.type ?? undefined,
      },
      signal,
    }),
  ]);
  return notificationsPageSchema.parse(data);
}

/** The panel's list: pages appended by "Load more" while fewer than the total are loaded. */
export const notificationListQueryOptions = (filters: NotificationFilters) =>
  infiniteQueryOptions({
    queryKey: notificationFeedKeys.list(filters),
    queryFn: ({ pageParam, signal }) => listNotifications(filters, pageParam, NOTIFICATIONS_PER_PAGE, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.notifications.length, 0);
      return loaded < last.total && last.notifications.length > 0 ? pages.length : undefined;
    },
    placeholderData: keepPreviousData,
  });

export const useNotificationList = (filters: NotificationFilters, enabled = true) =>
  useInfiniteQuery({ ...notificationListQueryOptions(filters), enabled });

/** The bell's count: the smallest page, read only for unread_count. */
export const unreadNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationFeedKeys.unread(),
    queryFn: ({ signal }) =>
      listNotifications({ search: '', unreadOnly: true, type: null }, 0, 1, signal).then((p) => p.unread_count),
  });

export const useUnreadNotificationsCount = (enabled = true) =>
  useQuery({ ...unreadNotificationsQueryOptions(), enabled });
