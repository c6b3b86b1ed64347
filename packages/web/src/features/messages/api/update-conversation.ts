import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/message-keys';

/** POST /api/conversations/update_conversation: the firm users taking part (partner or full users only). */
export const updateConversationParticipants = (conversationId: number, advisorIds: number[]) =>
  api.post<null>('/api/conversations/update_conversation', { id: conversationId, advisor_ids: advisorIds });

export const useUpdateConversationParticipants = (conversationId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (advisorIds: number[]) => updateConversationParticipants(conversationId, advisorIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
};
