import type { ConversationSummary, conversationsPageSchema } from '@portal/domain';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useAfterFirstScreen } from '../../../lib/after-first-screen';
import { api } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/message-keys';

/** The conversations' schemas (api/conversation-schemas.ts), fetched the first time an answer is checked: zod stays
 * out of every page's first load (issue 22 §4). */
const loadSchemas = () => import('./conversation-schemas');

export type ConversationsPage = ReturnType<typeof conversationsPageSchema.parse>;

/** The list's filters; `companyId` narrows it to one entity's conversations. */
export interface ConversationListFilters {
  search: string;
  unreadOnly: boolean;
  companyId: number | null;
}

/** Conversations per page of the list; more are loaded on demand. */
export const CONVERSATIONS_PER_PAGE = 20;

/** GET /api/v2/conversations: a page of the caller's conversations, newest activity first. */
export async function listConversations(
  params: ConversationListFilters & { page: number; perPage: number },
  signal?: AbortSignal,
): Promise<ConversationsPage> {
  const [{ conversationsPageSchema: schema }, data] = await Promise.all([
    loadSchemas(),
    api.get<unknown>('/api/v2/conversations', {
      query: {
        page: params.page,
        per_page: params.perPage,
        search: params.search || undefined,
        unread_only: params.unreadOnly ? 'true' : undefined,
        company_id: params.companyId ?? undefined,
      },
      signal,
    }),
  ]);
  return schema.parse(data);
}

/** The left list: pages of conversations, loaded one after the other (Load more). */
export const conversationListQueryOptions = (filters: ConversationListFilters) =>
  infiniteQueryOptions({
    queryKey: messageKeys.list({ kind: 'pages', ...filters }),
    queryFn: ({ pageParam, signal }) =>
      listConversations({ ...filters, page: pageParam, perPage: CONVERSATIONS_PER_PAGE }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.conversations.length, 0);
      return last.conversations.length > 0 && loaded < last.total ? pages.length : undefined;
    },
  });

export const useConversationList = (filters: ConversationListFilters) =>
  useInfiniteQuery(conversationListQueryOptions(filters));

/** How many messages the caller has not seen, for the navigation badge (one row is the least we can ask for). */
export const unseenMessagesQueryOptions = () =>
  queryOptions({
    // Under lists(): whatever changes the lists' unread counts (marking seen, sending) changes this too.
    queryKey: messageKeys.list({ kind: 'unseen-total' }),
    queryFn: async ({ signal }) =>
      (await listConversations({ search: '', unreadOnly: false, companyId: null, page: 0, perPage: 1 }, signal))
        .unseen_total,
  });

/** The navigation's badge, counted once the screen's first view is drawn (lib/after-first-screen.ts). */
export function useUnseenMessagesTotal(enabled: boolean) {
  const afterFirstScreen = useAfterFirstScreen();
  return useQuery({ ...unseenMessagesQueryOptions(), enabled: enabled && afterFirstScreen });
}

/**
 * GET /api/v2/conversations/{id} with the smallest page: where a conversation lives (its entity's hash),
 * for links that carry only its id (?conversationId=).
 */
export async function findConversation(id: number, signal?: AbortSignal): Promise<ConversationSummary> {
  const [{ conversationDetailSchema }, data] = await Promise.all([
    loadSchemas(),
    api.get<unknown>(`/api/v2/conversations/${id}`, { query: { limit: 1 }, signal }),
  ]);
  const detail = conversationDetailSchema.parse(data);
  return detail.conversation;
}

export const conversationLocationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...messageKeys.all, 'location', id] as const,
    queryFn: ({ signal }) => findConversation(id, signal),
    staleTime: Infinity,
  });

export const useConversationLocation = (id: number | null) =>
  useQuery({ ...conversationLocationQueryOptions(id ?? 0), enabled: id !== null });
