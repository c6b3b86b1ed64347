/** The conversations feature's public entry: what other features may use. */
export { finishExport, preparingExport } from './conversation-pdf.ts';
export { sendMessage } from './messages.service.ts';
export { joinConversation } from './conversations.service.ts';
export { clientNotice } from './message-delivery.ts';
