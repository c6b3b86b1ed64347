import type { ExportTimeframe } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';

/**
 * GET /api/conversations/export_conversation: a CSV of the messages in a timeframe, fetched with the
 * session's token (a plain link would not carry it) and saved by the browser.
 */
export async function exportConversationCsv(conversationId: number, timeframe: ExportTimeframe): Promise<void> {
  const text = await api.get<string>('/api/conversations/export_conversation', {
    query: { conversationId, timeframe },
    responseType: 'text',
  });
  saveBlob(new Blob([text], { type: 'text/csv' }), `conversation-${conversationId}-${timeframe}.csv`);
}

/**
 * GET /api/conversations/export_conversation_as_pdf: the PDF is made in the background; the answer
 * says so, and a notification links to the file when it is ready.
 */
export const queueConversationPdf = (conversationId: number, timeframe: ExportTimeframe) =>
  api.get<{ message: string; export_id: number }>('/api/conversations/export_conversation_as_pdf', {
    query: { conversationId, timeframe },
  });
