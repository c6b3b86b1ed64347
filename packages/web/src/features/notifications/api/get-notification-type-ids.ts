import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** GET /api/companies/{id}/get_notification_type_ids: the types the caller receives for the entity. */
export const getNotificationTypeIds = (companyId: number, signal?: AbortSignal) =>
  api.get<number[]>(`/api/companies/${companyId}/get_notification_type_ids`, { signal });

export const notificationTypeIdsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: notificationKeys.entityTypes(companyId),
    queryFn: ({ signal }) => getNotificationTypeIds(companyId, signal),
    // The dialog shows what is saved now, not what it was when last opened.
    staleTime: 0,
  });

export const useNotificationTypeIds = (companyId: number) => useQuery(notificationTypeIdsQueryOptions(companyId));
