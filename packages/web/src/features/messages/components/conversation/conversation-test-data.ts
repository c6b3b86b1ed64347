import type { ConversationDetail, ConversationSummary, Message } from '@portal/domain';

export function buildConversation(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: 5,
    advisor_ids: [7],
    advisor_names: ['Pat Partner'],
    user_ids: [20, 21, 22],
    client_names: ['Cam Client', 'Dee Owner', 'Eli Heir'],
    unseen_messages: 0,
    last_message: null,
    last_message_at: null,
    last_message_datetime: null,
    relevant_company_ids: [9],
    relevant_company_hash_id: 'hash9',
    relevant_company_names: ['Lee Family Trust'],
    archived: false,
    is_participant: true,
    read_only: false,
    advisor_out_of_office: false,
    advisor_out_of_office_message: null,
    ...overrides,
  };
}

export function buildMessage(overrides: Partial<Message> = {}): Message {
  const id = overrides.id ?? 100;
  return {
    id,
    conversation_id: 5,
    text: `<p>Message ${id}</p>`,
    created_at: '2026-03-01T10:00:00.000Z',
    user_id: 20,
    user_name: 'Cam Client',
    is_firm_user: false,
    message_thread_id: null,
    reply_count: 0,
    unseen_replies: 0,
    scheduled: false,
    scheduled_time: null,
    is_edited: false,
    is_log: false,
    is_deleted: false,
    attachments: [],
    has_reminder: false,
    tag: 'general',
    unseen: false,
    unseen_user_ids: [],
    ...overrides,
  };
}

export const buildDetail = (overrides: Partial<ConversationDetail> = {}): ConversationDetail => ({
  conversation: buildConversation(),
  messages: [],
  has_previous: false,
  has_next: false,
  first_unseen_id: null,
  ...overrides,
});
