import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/message-keys';

/** POST /api/conversations/update_thread_as_seen: the caller has read a thread's replies. */
export const markThreadSeen = (threadId: number) =>
  api.post<null>('/api/conversations/update_thread_as_seen', { message_thread_id: threadId });

export const useMarkThreadSeen = (conversationId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markThreadSeen,
    // The timeline's unseen-replies count of this thread drops to zero.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.timeline(conversationId) }),
  });
};
