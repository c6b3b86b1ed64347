import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/message-keys';

/** POST /api/conversations/mark_as_unseen: the latest message becomes unread for the caller again. */
export const markConversationUnseen = (conversationId: number) =>
  api.post<null>('/api/conversations/mark_as_unseen', { conversation_id: conversationId });

export const useMarkConversationUnseen = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationUnseen,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
};
