import type { Question, QuestionnaireChange, QuestionnaireDetail, Section } from '@portal/domain';
import { quietDetailFields } from './questionnaire.fixtures';

/** Test builders for the question widgets (tests only). */
export function buildQuestion(overrides: Partial<Question> & Pick<Question, 'id'>): Question {
  return {
    section_id: 1,
    text: `Question ${overrides.id}`,
    hint: null,
    question_type: 'text',
    options: [],
    answer: null,
    answer_by: null,
    optional: false,
    order: overrides.id,
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

export function buildSection(overrides: Partial<Section> = {}): Section {
  return {
    id: 1,
    name: 'General',
    section_type: 3,
    section_key: 'questionnaire',
    order: 1,
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

export function buildQuestionnaire(
  questions: Question[],
  overrides: Partial<QuestionnaireDetail> = {},
): QuestionnaireDetail {
  return {
    id: 5,
    hash_id: 'q5',
    ...quietDetailFields,
    company_id: 9,
    company_hash: 'c9',
    company_name: 'Lee LLC',
    name: '2025 Organizer',
    description: null,
    tax_year: 2025,
    due_date: null,
    is_draft: false,
    locked: false,
    completed: false,
    in_progress: true,
    revision: 0,
    opened: '2026-01-01T00:00:00.000Z',
    submitted_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    status: 1,
    deposit_status: null,
    deposit_amount: null,
    disclaimer: null,
    update_profile_section: false,
    sections: [buildSection()],
    questionnaire_questions: questions,
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

/** What a write answers when it changed these questions. */
export const changeOf = (...questions: Question[]): QuestionnaireChange => ({
  questions,
  sections: [],
  in_progress: true,
  revision: nextRevision(),
  status: 1,
});
