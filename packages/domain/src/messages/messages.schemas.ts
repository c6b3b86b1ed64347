import { z } from 'zod';
import { recordId, recordIdParam } from '../common/ids.ts';
import { MAX_PAGE } from '../common/pagination.ts';
import { EXPORT_TIMEFRAMES, MESSAGE_TAGS, messageMessages } from './messages.rules.ts';

const id = recordIdParam;

/** POST /api/conversations/send_message (spec 000 §7). The text is rich text; the server sanitizes it. */
export const sendMessageSchema = z
  .object({
    conversation_id: recordId,
    text: z.string().max(50_000).default(''),
    message_tag: z.enum(MESSAGE_TAGS).default('general'),
    has_reminder: z.boolean().default(false),
    message_thread_id: recordId.nullable().optional(),
    scheduled_time: z.iso.datetime({ offset: true }).nullable().optional(),
    /** Documents already uploaded to the entity's /Attachments folder. */
    attachment_ids: z.array(recordId).max(20).default([]),
  })
  .refine((m) => m.text.trim() !== '' || m.attachment_ids.length > 0, {
    message: messageMessages.enterMessage,
    path: ['text'],
  });
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export const editMessageSchema = z.object({
  message_id: recordId,
  text: z
    .string()
    .max(50_000)
    .refine((t) => t.trim() !== '', messageMessages.enterMessage),
});
export const editScheduledMessageSchema = z.object({
  message_id: recordId,
  scheduled_time: z.iso.datetime({ offset: true, error: messageMessages.futureDate }),
});
export const messageIdSchema = z.object({ message_id: recordId });
export const conversationIdSchema = z.object({ conversation_id: recordId });
export const threadIdSchema = z.object({ message_thread_id: recordId });
export const updateConversationSchema = z.object({
  id: recordId,
  advisor_ids: z.array(recordId).max(200),
});

/** GET /api/v2/conversations: the list, newest activity first. */
export const conversationsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(MAX_PAGE).default(0),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(200).default(''),
  unread_only: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  company_id: id.optional(),
});
export type ConversationsQuery = z.input<typeof conversationsQuerySchema>;

/** GET /api/v2/conversations/{id}: a page of history before or after a message, oldest first. */
export const messagePageQuery = z.object({
  before: id.optional(),
  after: id.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const exportConversationQuerySchema = z.object({
  conversationId: id,
  timeframe: z.enum(EXPORT_TIMEFRAMES).default('all_time'),
});

export const messageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  text: z.string(),
  created_at: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string(),
  is_firm_user: z.boolean(),
  message_thread_id: z.number().int().nullable(),
  reply_count: z.number().int(),
  /** Replies in this message's thread the caller has not seen. */
  unseen_replies: z.number().int(),
  scheduled: z.boolean(),
  scheduled_time: z.string().nullable(),
  is_edited: z.boolean(),
  is_log: z.boolean(),
  is_deleted: z.boolean(),
  has_reminder: z.boolean(),
  tag: z.enum(MESSAGE_TAGS),
  attachments: z.array(z.object({ id: z.number().int(), name: z.string(), file_type: z.string().nullable() })),
  /** Whether the caller has not seen it. */
  unseen: z.boolean(),
  /** The participants who have not seen it yet (spec 000 §3 Message unseen_user_ids). */
  unseen_user_ids: z.array(z.number().int()),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSummarySchema = z.object({
  id: z.number().int(),
  advisor_ids: z.array(z.number().int()),
  advisor_names: z.array(z.string()),
  user_ids: z.array(z.number().int()),
  client_names: z.array(z.string()),
  unseen_messages: z.number().int(),
  last_message: z
    .object({
      text: z.string(),
      created_at: z.string(),
      user_name: z.string(),
      /** The participants who have not seen it yet (spec 000 §3 Conversation last_message). */
      unseen_user_ids: z.array(z.number().int()),
    })
    .nullable(),
  last_message_at: z.string().nullable(),
  /** Spec 000 §3: last_message_at is "also seen as last_message_datetime"; both are served. */
  last_message_datetime: z.string().nullable(),
  relevant_company_ids: z.array(z.number().int()),
  relevant_company_hash_id: z.string().nullable(),
  relevant_company_names: z.array(z.string()),
  archived: z.boolean(),
  /** Whether the caller takes part (advisors may read conversations they are not in). */
  is_participant: z.boolean(),
  /** Messaging is closed: archived, or a read-only user or entity. */
  read_only: z.boolean(),
  /** An advisor of the conversation has set themselves out of the office (spec 000 §3 Conversation). */
  advisor_out_of_office: z.boolean(),
  /** That advisor's message to clients, or null. */
  advisor_out_of_office_message: z.string().nullable(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationsPageSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  total: z.number().int(),
  /** Past 1,000 conversations the total is counted once per filter and kept a minute: an estimate. */
  total_is_estimate: z.boolean().optional(),
  unseen_total: z.number().int(),
});

export const conversationDetailSchema = z.object({
  conversation: conversationSummarySchema,
  messages: z.array(messageSchema),
  has_previous: z.boolean(),
  has_next: z.boolean(),
  /** The first message the caller has not seen, to jump to. */
  first_unseen_id: z.number().int().nullable(),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;
