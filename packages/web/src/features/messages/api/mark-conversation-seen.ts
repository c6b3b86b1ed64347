import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/message-keys';

/** POST /api/conversations/update_conversation_as_seen: the caller has read the main timeline. */
export const markConversationSeen = (conversationId: number) =>
  api.post<null>('/api/conversations/update_conversation_as_seen', { conversation_id: conversationId });

/** Only the lists' unread counts change: the open timeline keeps its 'new' markers until it refreshes. */
export const useMarkConversationSeen = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationSeen,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.lists() }),
  });
};
