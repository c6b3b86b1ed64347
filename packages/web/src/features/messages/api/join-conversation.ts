import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/message-keys';

/** POST /api/conversations/join: 'Add yourself', for firm users who may read a conversation they are not in. */
export const joinConversation = (conversationId: number) =>
  api.post<null>('/api/conversations/join', { conversation_id: conversationId });

export const useJoinConversation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
};
