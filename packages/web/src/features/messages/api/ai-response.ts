import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/conversations/ai_status: whether AI drafts are set up on this server. */
export const useAiStatus = (enabled: boolean) =>
  useQuery({
    // Not under messageKeys.all: a server setting, so new messages do not fetch it again.
    queryKey: ['ai-status'],
    queryFn: ({ signal }) => api.get<{ configured: boolean }>('/api/conversations/ai_status', { signal }),
    staleTime: 10 * 60_000,
    enabled,
  });

/** GET /api/conversations/generate_response: a draft reply for the firm user to edit before sending. */
export const generateResponse = (conversationId: number) =>
  api.get<{ message: string }>(`/api/conversations/generate_response?conversation_id=${conversationId}`);
