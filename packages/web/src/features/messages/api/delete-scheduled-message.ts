import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/message-keys';

/** POST /api/conversations/delete_scheduled_message: takes back a message still waiting for its time. */
export const deleteScheduledMessage = (messageId: number) =>
  api.post<{ message: string }>('/api/conversations/delete_scheduled_message', { message_id: messageId });

export const useDeleteScheduledMessage = (conversationId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScheduledMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.detail(conversationId) }),
  });
};
