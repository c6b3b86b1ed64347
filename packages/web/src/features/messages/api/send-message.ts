import type { Message, SendMessageInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/message-keys';

/** POST /api/conversations/send_message: now or at a scheduled time, in the timeline or a thread. */
export const sendMessage = (input: SendMessageInput) => api.post<Message>('/api/conversations/send_message', input);

export const useSendMessage = (conversationId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<SendMessageInput, 'conversation_id'>) =>
      sendMessage({ ...input, conversation_id: conversationId }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.detail(conversationId) }),
        queryClient.invalidateQueries({ queryKey: messageKeys.lists() }),
      ]);
    },
  });
};
