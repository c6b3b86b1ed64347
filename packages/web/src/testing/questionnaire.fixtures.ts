import type { Question, QuestionnaireChange, QuestionnaireDetail, Section, Signature } from '@portal/domain';

/** Test data for the questionnaire page (only tests import this). */
export function buildSection(overrides: Partial<Section> = {}): Section {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Section ${id}`,
    section_type: 3,
    section_key: 'questionnaire',
    order: id,
    marked_completed: false,
    instruction: null,
    custom_element: null,
    trigger_question_id: null,
    trigger_answer: null,
    engagement_signatures: [],
    triggered: true,
    isCompleted: false,
    questionnaire_questions: [],
    ...overrides,
  };
}

export function buildQuestion(overrides: Partial<Question> = {}): Question {
  const id = overrides.id ?? 100;
  return {
    id,
    section_id: 1,
    text: `Question ${id}`,
    hint: null,
    question_type: 'text',
    options: [],
    answer: null,
    answer_by: null,
    optional: false,
    order: id,
    disable_answer_later: false,
    disable_not_applicable: false,
    number_of_characters: null,
    document_link: null,
    follow_up_question_id: null,
    trigger_for_follow_up_question: null,
    prior_year_value: null,
    uploaded_last_year: false,
    parent_question_id: null,
    entry_number: null,
    status: 'incomplete',
    filtered_questionnaire_comments: [],
    documents: [],
    answered_by: null,
    ...overrides,
  };
}

export function buildSignature(overrides: Partial<Signature> = {}): Signature {
  return {
    id: 70,
    section_id: 3,
    user_id: 1,
    user_name: 'Cam Client',
    signature: null,
    signature_type: null,
    signed_at: null,
    client_time: null,
    ip_address: null,
    user_agent: null,
    is_mine: true,
    ...overrides,
  };
}

/** The detail's fields of spec 001 §3 a test does not look at, as a quiet questionnaire has them. */
export const quietDetailFields = {
  has_split_documents_to_review: false,
  questionnaire_id: 5,
  formatted_name: '2025 Tax Organizer',
  is_open_item: false,
  reminders_disabled: false,
  track_changes: false,
  deleted_at: null,
  sent_at: null,
  last_activity: null,
  last_activity_at: null,
  last_followed_up: null,
  earliest_remind_date: null,
  first_doc_uploaded_at: null,
  firm_custom_status_id: null,
  document_drop_off_enabled: false,
  document_path: null,
  reminder_email_subject: null,
  reminder_email_message: null,
  reminder_in_app_message: null,
  reminder_sms_message: null,
  documents_needed: 0,
  documents_uploaded_and_needed: [],
  upload_question_with_document_count_needed: 0,
  upload_question_with_document_count_uploaded: 0,
  notes: [],
  extracted_documents: [],
  firm_role_assignments: [],
  user_details: [],
  company_details: {
    name: 'Cam LLC',
    hash_id: 'abc',
    entity_type: 'Individual',
    inactive: false,
    external_entity_id: null,
  },
  parent_entity_relevant_questionnaire_statuses: [],
} satisfies Partial<QuestionnaireDetail>;

export function buildQuestionnaire(overrides: Partial<QuestionnaireDetail> = {}): QuestionnaireDetail {
  return {
    id: 5,
    hash_id: 'q5',
    ...quietDetailFields,
    company_id: 1,
    company_hash: 'abc',
    company_name: 'Cam LLC',
    name: '2025 Tax Organizer',
    description: null,
    tax_year: 2025,
    due_date: null,
    is_draft: false,
    locked: false,
    completed: false,
    in_progress: false,
    revision: 0,
    opened: null,
    submitted_at: null,
    created_at: '2026-01-02T10:00:00.000Z',
    status: null,
    deposit_status: null,
    deposit_amount: null,
    disclaimer: null,
    update_profile_section: false,
    sections: [
      buildSection({ id: 1, name: 'Income' }),
      buildSection({ id: 2, name: 'Expenses' }),
      buildSection({ id: 4, name: 'Review and Submit', section_type: 4, section_key: 'review_and_submit' }),
    ],
    questionnaire_questions: [
      buildQuestion({ id: 100, section_id: 1, answer: 'Salary', status: 'completed' }),
      buildQuestion({ id: 101, section_id: 2 }),
    ],
    mode: 'client',
    read_only: false,
    staff_can_answer: false,
    special_advisor: false,
    preferences: {
      first_section_required: false,
      communication_disabled: false,
      require_one_signature_per_section: false,
      disable_provided_elsewhere: false,
      hide_document_uploads_within_sections: false,
      hide_signature_print_option: false,
    },
    ...overrides,
  };
}

/** Each change a test makes is newer than the last, as the server's are. */
let revision = 0;
const nextRevision = () => ++revision;

export const noChange = (q: QuestionnaireDetail, sections: Section[] = []): QuestionnaireChange => ({
  questions: [],
  sections,
  in_progress: true,
  revision: nextRevision(),
  status: q.status,
});
