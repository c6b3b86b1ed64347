/**
 * The minimal shapes the questionnaire rules read (spec 001 §3). Plain interfaces, not the API schema:
 * the server's rows and the web app's responses both fit them, so one rule serves both sides.
 */

/** Section types of spec 001 §3 / §9: 0 custom, 2 agreement, 3 questionnaire or additional items, 4 review (or signatures), 10 checklist. */
export const SECTION_TYPES = { custom: 0, agreement: 2, questions: 3, review: 4, documentChecklist: 10 } as const;

export const SECTION_KEYS = [
  'custom',
  'agreement_signature',
  'document_checklist',
  'review_and_submit',
  'questionnaire',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export interface SectionLike {
  id: number | string;
  name?: string;
  section_type: number;
  section_key?: string | null;
  marked_completed?: boolean | null;
  trigger_question_id?: number | string | null;
  trigger_answer?: string | null;
}

export const QUESTION_TYPES = [
  'boolean',
  'select',
  'upload',
  'multiple',
  'entries',
  'password',
  'date',
  'text',
  'textarea',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export interface QuestionLike {
  id: number | string;
  question_type: QuestionType | string;
  answer?: string | null;
  /** The answer-later (or upload-later) date: someone else is expected to answer by then. */
  answer_by?: string | null;
  optional?: boolean | null;
  section_id?: number | string | null;
  /** The trigger (parent) question of a follow-up. */
  follow_up_question_id?: number | string | null;
  /** The parent's answer that shows this follow-up. */
  trigger_for_follow_up_question?: string | null;
  /** An entry field's entries question. */
  parent_question_id?: number | string | null;
  /** An entry field's entry: 0 for the entries question's blank definition (never shown), 1..n for entries. */
  entry_number?: number | null;
}

export const DEPOSIT_STATUSES = ['paid', 'marked_paid', 'payment_pending', 'pending', 'unpaid'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export interface QuestionnaireLike {
  id?: number | string;
  name?: string;
  is_draft?: boolean | null;
  locked?: boolean | null;
  completed?: boolean | null;
  in_progress?: boolean | null;
  reminders_disabled?: boolean | null;
  deleted_at?: string | null;
  /** The "opened" timestamp. */
  opened?: string | null;
  sent_at?: string | null;
  created_at?: string | null;
  last_followed_up?: string | null;
  due_date?: string | null;
  earliest_remind_date?: string | null;
  /** The current section's id (spec 001 §3 "status (a section id)"). */
  status?: number | string | null;
  deposit_status?: DepositStatus | null;
  upload_question_with_document_count_needed?: number | null;
  upload_question_with_document_count_uploaded?: number | null;
}

export interface SignatureLike {
  id: number | string;
  user_id?: number | string | null;
  user_name?: string | null;
  signature?: string | null;
  signed_at?: string | null;
  section_id?: number | string | null;
}

/** Client, advisor preview of a client's questionnaire, advisor preview of a template (spec 001 §1). */
export type QuestionnaireMode = 'client' | 'admin-preview' | 'admin-template';

/** Status shared by questions and sections in the navigation (spec 001 §4). */
export type CompletionStatus = 'completed' | 'pending' | 'incomplete' | 'error';
