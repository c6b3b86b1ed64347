import { conversationsPageSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ConversationsPage } from './list-conversations';
import { messageKeys } from '../../../lib/message-keys';

/** GET /api/conversations/company_conversations: an entity's conversations (staff); its conversation is made on first need. */
export async function getEntityConversations(companyId: number, signal?: AbortSignal): Promise<ConversationsPage> {
  return conversationsPageSchema.parse(
    await api.get<unknown>('/api/conversations/company_conversations', { query: { company_id: companyId }, signal }),
  );
}

/** GET /api/conversations/get_client_conversation: the conversations of one of the client's entities. */
export async function getClientConversations(companyHash: string, signal?: AbortSignal): Promise<ConversationsPage> {
  return conversationsPageSchema.parse(
    await api.get<unknown>('/api/conversations/get_client_conversation', {
      query: { company_hash: companyHash },
      signal,
    }),
  );
}

export const entityConversationsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: messageKeys.list({ kind: 'entity', companyId }),
    queryFn: ({ signal }) => getEntityConversations(companyId, signal),
  });

export const clientConversationsQueryOptions = (companyHash: string) =>
  queryOptions({
    queryKey: messageKeys.list({ kind: 'client-entity', companyHash }),
    queryFn: ({ signal }) => getClientConversations(companyHash, signal),
  });

export const useEntityConversations = (companyId: number | undefined) =>
  useQuery({ ...entityConversationsQueryOptions(companyId ?? 0), enabled: companyId !== undefined });

export const useClientConversations = (companyHash: string | undefined) =>
  useQuery({ ...clientConversationsQueryOptions(companyHash ?? ''), enabled: !!companyHash });
