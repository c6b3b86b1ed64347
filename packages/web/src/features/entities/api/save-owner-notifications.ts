import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { entityKeys } from './entity-keys';

/** POST /api/companies/{id}/save_owner_notifications (spec 000 §7): the owners who get its notifications. */
export const saveOwnerNotifications = (id: number, subscribed: number[]) =>
  api.post<{ notification_subscribed_users: number[]; message: string }>(
    `/api/companies/${id}/save_owner_notifications`,
    { notification_subscribed_users: subscribed },
  );

export function useSaveOwnerNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, subscribed }: { id: number; subscribed: number[] }) => saveOwnerNotifications(id, subscribed),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entityKeys.all }),
  });
}
