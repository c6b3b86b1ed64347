import type { ExportTimeframe } from '@portal/domain';
import { api } from '../../../lib/api-client';

/** Hands a downloaded body to the browser to save under `fileName`. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked on the next task: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

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
