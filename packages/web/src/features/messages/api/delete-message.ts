import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/message-keys';

/**
 * POST /api/conversations/delete_message: within 30 s of sending the message is unsent (nothing is
 * delivered); afterwards it is deleted and reads 'This message was deleted'.
 */
export const deleteMessage = (messageId: number) =>
  api.post<{ message: string; unsent: boolean }>('/api/conversations/delete_message', { message_id: messageId });

export const useDeleteMessage = (conversationId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.detail(conversationId) }),
        queryClient.invalidateQueries({ queryKey: messageKeys.lists() }),
      ]);
    },
  });
};
