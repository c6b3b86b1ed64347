import type { Message } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/message-keys';

/** POST /api/conversations/edit_scheduled_message: a new time, in the future, for a message not sent yet. */
export const editScheduledMessage = (messageId: number, scheduledTime: string) =>
  api.post<Message>('/api/conversations/edit_scheduled_message', {
    message_id: messageId,
    scheduled_time: scheduledTime,
  });

export const useEditScheduledMessage = (conversationId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, scheduledTime }: { messageId: number; scheduledTime: string }) =>
      editScheduledMessage(messageId, scheduledTime),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.detail(conversationId) }),
  });
};
