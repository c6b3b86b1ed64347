import type { Message } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/message-keys';

/** POST /api/conversations/edit_message: new text for the caller's own message. */
export const editMessage = (messageId: number, text: string) =>
  api.post<Message>('/api/conversations/edit_message', { message_id: messageId, text });

export const useEditMessage = (conversationId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, text }: { messageId: number; text: string }) => editMessage(messageId, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.detail(conversationId) }),
  });
};
