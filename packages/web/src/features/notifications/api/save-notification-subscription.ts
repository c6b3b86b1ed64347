import { notificationSubscriptionResultSchema } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

export type NotificationSubscriptionResult = ReturnType<typeof notificationSubscriptionResultSchema.parse>;

/**
 * POST /api/companies/save_notification_subscription {entity_ids, notification_type_ids}: the caller's
 * types for those entities. Entities whose assigned firm user is the caller are skipped in bulk and
 * refused one by one (spec 000 §6).
 */
export async function saveNotificationSubscription(
  entityIds: number[],
  typeIds: number[],
): Promise<NotificationSubscriptionResult> {
  return notificationSubscriptionResultSchema.parse(
    await api.post<unknown>('/api/companies/save_notification_subscription', {
      entity_ids: entityIds,
      notification_type_ids: typeIds,
    }),
  );
}

export const useSaveNotificationSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entityIds, typeIds }: { entityIds: number[]; typeIds: number[] }) =>
      saveNotificationSubscription(entityIds, typeIds),
    // The dialogs show the server's message beside the choices they keep.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.entityTypesAll() }),
  });
};
