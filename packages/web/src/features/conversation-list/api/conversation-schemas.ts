// The schemas list-conversations.ts checks answers with, in a chunk of their own (loaded on first use).
export { conversationDetailSchema, conversationsPageSchema } from '@portal/domain';
