import { conversationDetailSchema, type ConversationDetail } from '@portal/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/message-keys';

/** Messages per page of history; the buttons say 'Previous 30 messages' and 'Latest 30 messages'. */
export const MESSAGES_PER_PAGE = 30;

/** Where a page starts: the latest messages, or those before or after a message. */
export interface TimelinePageParam {
  before?: number;
  after?: number;
}

/** GET /api/v2/conversations/{id}: the conversation with a page of its main timeline, oldest first. */
export async function getConversationPage(
  id: number,
  page: TimelinePageParam,
  signal?: AbortSignal,
): Promise<ConversationDetail> {
  return conversationDetailSchema.parse(
    await api.get<unknown>(`/api/v2/conversations/${id}`, {
      query: { before: page.before, after: page.after, limit: MESSAGES_PER_PAGE },
      signal,
    }),
  );
}

/**
 * The timeline as pages, oldest page first. It starts at the latest page; older pages are prepended
 * (before the oldest sent message shown), newer ones appended (after the newest sent message shown).
 * A refetch walks forward from the oldest page, so realtime refreshes keep what the user scrolled back to.
 */
export const conversationTimelineQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: messageKeys.timeline(id),
    queryFn: ({ pageParam, signal }) => getConversationPage(id, pageParam, signal),
    initialPageParam: {} as TimelinePageParam,
    getPreviousPageParam: (first): TimelinePageParam | undefined => {
      const oldest = first.messages.find((m) => !m.scheduled);
      return first.has_previous && oldest ? { before: oldest.id } : undefined;
    },
    getNextPageParam: (last): TimelinePageParam | undefined => {
      const newest = last.messages.findLast((m) => !m.scheduled);
      return last.has_next && newest ? { after: newest.id } : undefined;
    },
  });

export const useConversationTimeline = (id: number) => useInfiniteQuery(conversationTimelineQueryOptions(id));
