import { messageSchema, type Message } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/message-keys';

/** GET /api/v2/conversations/{id}/threads/{threadId}: the thread's first message and its replies, oldest first. */
export async function getThread(conversationId: number, threadId: number, signal?: AbortSignal): Promise<Message[]> {
  const body = await api.get<{ messages: unknown }>(`/api/v2/conversations/${conversationId}/threads/${threadId}`, {
    signal,
  });
  return messageSchema.array().parse(body.messages);
}

export const threadQueryOptions = (conversationId: number, threadId: number) =>
  queryOptions({
    queryKey: messageKeys.thread(conversationId, threadId),
    queryFn: ({ signal }) => getThread(conversationId, threadId, signal),
  });

export const useThread = (conversationId: number, threadId: number) =>
  useQuery(threadQueryOptions(conversationId, threadId));
