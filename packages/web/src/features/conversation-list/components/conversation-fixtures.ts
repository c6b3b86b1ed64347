import type { ConversationSummary } from '@portal/domain';

/** A conversation as GET /api/v2/conversations lists it, for tests. */
export function buildConversation(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  const id = overrides.id ?? 1;
  return {
    id,
    advisor_ids: [7],
    advisor_names: ['Pat Partner'],
    user_ids: [101, 102, 103],
    client_names: ['Ann Lee', 'Bo Kim', 'Cy Day'],
    unseen_messages: 0,
    last_message: {
      text: 'Please upload your W-2 forms and the 1099s from both brokerage accounts before Friday.',
      created_at: '2026-03-04T10:00:00.000Z',
      user_name: 'Pat Partner',
      unseen_user_ids: [],
    },
    last_message_at: '2026-03-04T10:00:00.000Z',
    last_message_datetime: '2026-03-04T10:00:00.000Z',
    relevant_company_ids: [1],
    relevant_company_hash_id: `hash${id}`,
    relevant_company_names: [`Entity ${id}`],
    archived: false,
    is_participant: true,
    read_only: false,
    advisor_out_of_office: false,
    advisor_out_of_office_message: null,
    ...overrides,
  };
}
