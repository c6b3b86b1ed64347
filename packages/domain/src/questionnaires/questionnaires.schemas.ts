import { z } from 'zod';
import { recordId } from '../common/ids.ts';
import { adoptedSignatureSchema } from '../signatures/signatures.schemas.ts';
import { isCalendarDay } from '../common/calendar-days.ts';
import { completionStatusSchema, depositStatusSchema, questionTypeSchema } from './questionnaire.enums.ts';

/**
 * The questionnaire calls of spec 001 §7 as the portal serves them (paths are ours; the spec lists the
 * call names). One schema per request body: the server validates with it and the web form uses it.
 */

const isoDay = z.string().refine(isCalendarDay, 'Please select a valid date');
/** Database ids are 32-bit: a larger number is no such record, not a server error. */
const dbId = recordId;

/** A note on a question (spec 001 §3): the text reads 'Author: body'. */
export const questionNoteSchema = z.object({
  id: z.number().int(),
  question_id: z.number().int(),
  text: z.string(),
  removed: z.boolean(),
  from_firm_user: z.boolean(),
  /** The caller wrote it (and may delete it). */
  is_mine: z.boolean(),
  created_at: z.string(),
});
export type QuestionNote = z.infer<typeof questionNoteSchema>;

/** A file uploaded for an upload question, through the documents pipeline. */
export const questionDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The folder it is in now (the firm may have moved it), to open it in the entity's documents. */
  folder_path: z.string(),
  file_type: z.string().nullable(),
  size: z.number().int().nullable(),
  selected_option: z.string().nullable(),
  created_at: z.string(),
});
export type QuestionDocument = z.infer<typeof questionDocumentSchema>;

export const answeredBySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A firm user answered (staff answering for the client from the preview). */
  from_firm_user: z.boolean(),
});
export type AnsweredBy = z.infer<typeof answeredBySchema>;

export const questionSchema = z.object({
  id: z.number().int(),
  section_id: z.number().int(),
  text: z.string(),
  /** Optional help under the question (sanitized HTML). */
  hint: z.string().nullable(),
  question_type: questionTypeSchema,
  /** Choices of select and multiple; document options of upload questions. */
  options: z.array(z.string()),
  answer: z.string().nullable(),
  answer_by: z.string().nullable(),
  optional: z.boolean(),
  order: z.number().int(),
  disable_answer_later: z.boolean(),
  disable_not_applicable: z.boolean(),
  number_of_characters: z.number().int().nullable(),
  document_link: z.string().nullable(),
  follow_up_question_id: z.number().int().nullable(),
  trigger_for_follow_up_question: z.string().nullable(),
  prior_year_value: z.string().nullable(),
  uploaded_last_year: z.boolean(),
  /** A form Connect recognised last year, expected again from its payer (issue 42 §4); ticked off when it comes. */
  expected_document: z.object({ form: z.string(), payer: z.string().nullable() }).nullable().optional(),
  /** Entries: the entries question a field belongs to, and its entry (0 is the blank definition). */
  parent_question_id: z.number().int().nullable(),
  entry_number: z.number().int().nullable(),
  /** Status without the error form (the web adds it after a submit attempt). */
  status: completionStatusSchema,
  filtered_questionnaire_comments: z.array(questionNoteSchema),
  documents: z.array(questionDocumentSchema),
  /** Who gave the standing answer, so the client sees when the firm answered for them (spec 001 §1). */
  answered_by: answeredBySchema.nullable(),
});
export type Question = z.infer<typeof questionSchema>;

export const signatureSchema = z.object({
  id: z.number().int(),
  section_id: z.number().int(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  /** Typed text, a drawn signature as a PNG data URL, or 'Marked Not Needed'; null while pending. */
  signature: z.string().nullable(),
  signature_type: z.enum(['typed', 'drawn']).nullable(),
  signed_at: z.string().nullable(),
  client_time: z.string().nullable(),
  /** Recorded with each signature; shown to the firm only. */
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  is_mine: z.boolean(),
});
export type Signature = z.infer<typeof signatureSchema>;

export const sectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  section_type: z.number().int(),
  section_key: z.string().nullable(),
  order: z.number().int(),
  marked_completed: z.boolean(),
  /** Sanitized HTML: the section's instructions, or the engagement letter's text. */
  instruction: z.string().nullable(),
  custom_element: z.string().nullable(),
  trigger_question_id: z.number().int().nullable(),
  trigger_answer: z.string().nullable(),
  engagement_signatures: z.array(signatureSchema),
  /** Shown: it has no trigger, or its trigger question's answer matches (spec 001 §4 follow-ups). */
  triggered: z.boolean(),
  /** Completed by spec 001 §4's rules for its kind. */
  isCompleted: z.boolean(),
  /** Its questions' ids; the questions are the questionnaire's questionnaire_questions. */
  questionnaire_questions: z.array(z.number().int()),
});
export type Section = z.infer<typeof sectionSchema>;

export const questionnaireModeSchema = z.enum(['client', 'admin-preview', 'admin-template']);

/** Firm preferences the questionnaire page reads (spec 001 §3). */
export const questionnairePreferencesSchema = z.object({
  first_section_required: z.boolean(),
  communication_disabled: z.boolean(),
  require_one_signature_per_section: z.boolean(),
  disable_provided_elsewhere: z.boolean(),
  hide_document_uploads_within_sections: z.boolean(),
  hide_signature_print_option: z.boolean(),
});
export type QuestionnairePreferences = z.infer<typeof questionnairePreferencesSchema>;

/** One related entity's questionnaire as a questionnaire lists it (spec 001 §3: id, name, company_id, completed). */
export const relevantQuestionnaireStatusSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company_id: z.number().int(),
  completed: z.boolean(),
  /** Its entity's name, to show beside it. */
  company_name: z.string(),
  /** Its status as the admin list labels it (adminStatusLabel: Completed, a section's name, Opened, ...). */
  status_label: z.string(),
  locked: z.boolean(),
});
export type RelevantQuestionnaireStatus = z.infer<typeof relevantQuestionnaireStatusSchema>;

export const questionnaireDetailSchema = z.object({
  id: z.number().int(),
  hash_id: z.string(),
  company_id: z.number().int(),
  company_hash: z.string(),
  company_name: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  tax_year: z.number().int(),
  due_date: z.string().nullable(),
  is_draft: z.boolean(),
  locked: z.boolean(),
  completed: z.boolean(),
  in_progress: z.boolean(),
  /** See questionnaireChangeSchema.revision. */
  revision: z.number().int(),
  opened: z.string().nullable(),
  submitted_at: z.string().nullable(),
  created_at: z.string(),
  /** The current section's id. */
  status: z.number().int().nullable(),
  deposit_status: depositStatusSchema.nullable(),
  /** In cents. */
  deposit_amount: z.number().int().nullable(),
  disclaimer: z.string().nullable(),
  update_profile_section: z.boolean(),
  sections: z.array(sectionSchema),
  /** Every question, follow-ups and entry fields included, in order. */
  questionnaire_questions: z.array(questionSchema),
  mode: questionnaireModeSchema,
  /** Nothing can be changed by the caller: locked, completed, a read-only user or entity, or a firm preview. */
  read_only: z.boolean(),
  /**
   * The firm's preview may answer for the client (spec 001 §1, §4): staff who may write, on a questionnaire
   * that is not locked, completed or deleted. Always false for clients (they use read_only).
   */
  staff_can_answer: z.boolean(),
  /** A special advisor (partner or admin) may mark any question completed (spec 001 §4). */
  special_advisor: z.boolean(),
  preferences: questionnairePreferencesSchema,
  /** Documents split from this questionnaire's uploads wait for staff's review (spec 001 §3; always false for clients). */
  has_split_documents_to_review: z.boolean(),
  // The rest of spec 001 §3's Questionnaire.
  /** The questionnaire's own id again, as the spec's records carry it. */
  questionnaire_id: z.number().int(),
  /** Its tax year and name, as lists show it: '2025 Tax Organizer'. */
  formatted_name: z.string(),
  /** A custom questionnaire of open items: sent from no template, and not a document drop-off. */
  is_open_item: z.boolean(),
  reminders_disabled: z.boolean(),
  track_changes: z.boolean(),
  deleted_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  /** What happened last on it, as the activity feed titles it. */
  last_activity: z.string().nullable(),
  last_activity_at: z.string().nullable(),
  last_followed_up: z.string().nullable(),
  earliest_remind_date: z.string().nullable(),
  first_doc_uploaded_at: z.string().nullable(),
  firm_custom_status_id: z.number().int().nullable(),
  document_drop_off_enabled: z.boolean(),
  /** Where its uploads are filed; may contain {year}. */
  document_path: z.string().nullable(),
  /** Staff only (null for clients): the reminder texts the firm drafted for it. */
  reminder_email_subject: z.string().nullable(),
  reminder_email_message: z.string().nullable(),
  reminder_in_app_message: z.string().nullable(),
  reminder_sms_message: z.string().nullable(),
  /** Required upload questions (spec 001 §4 documents cell). */
  documents_needed: z.number().int(),
  /** Every upload question with its answer and document options. */
  documents_uploaded_and_needed: z.array(
    z.object({ id: z.number().int(), answer: z.string().nullable(), options: z.array(z.string()) }),
  ),
  upload_question_with_document_count_needed: z.number().int(),
  /** Required upload questions with at least one document. */
  upload_question_with_document_count_uploaded: z.number().int(),
  /** Every note the caller may read, across its questions (each is also on its question). */
  notes: z.array(questionNoteSchema),
  /** Staff only ([] for clients): the bulk upload processor's documents from its uploads. */
  extracted_documents: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      status: z.string(),
      parent_document_id: z.number().int().nullable(),
      created_at: z.string(),
    }),
  ),
  /** Staff only ([] for clients): the firm roles assigned on its entity. */
  firm_role_assignments: z.array(
    z.object({ id: z.number().int(), user_id: z.number().int(), firm_role_id: z.number().int() }),
  ),
  /** The entity's users: who answers it. */
  user_details: z.array(
    z.object({
      id: z.number().int(),
      full_name: z.string(),
      email: z.string().nullable(),
      is_taxpayer: z.boolean(),
      is_spouse: z.boolean(),
    }),
  ),
  company_details: z.object({
    name: z.string(),
    hash_id: z.string(),
    entity_type: z.string(),
    inactive: z.boolean(),
    /** Staff only (null for clients). */
    external_entity_id: z.string().nullable(),
  }),
  /**
   * Staff only, and only with the firm's parent_entity_relevant_questionnaire_statuses_enabled ([] otherwise):
   * where the sent questionnaires of the same tax year stand on the entity's parent entity and the parent's other
   * entities (see relatedEntityGroup), this one's entity left out.
   */
  parent_entity_relevant_questionnaire_statuses: z.array(relevantQuestionnaireStatusSchema),
});
export type QuestionnaireDetail = z.infer<typeof questionnaireDetailSchema>;

/** A dashboard card (spec 001 §2 Dashboard card). */
export const questionnaireCardSchema = z.object({
  id: z.number().int(),
  hash_id: z.string(),
  company_id: z.number().int(),
  company_hash: z.string(),
  company_name: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  tax_year: z.number().int(),
  due_date: z.string().nullable(),
  locked: z.boolean(),
  completed: z.boolean(),
  in_progress: z.boolean(),
  opened: z.string().nullable(),
  created_at: z.string(),
  read_only: z.boolean(),
  progress: z.number().int(),
  sections: z.array(z.object({ id: z.number().int(), name: z.string(), status: completionStatusSchema })),
});
export type QuestionnaireCard = z.infer<typeof questionnaireCardSchema>;

export const clientQuestionnairesSchema = z.object({
  questionnaires: z.array(questionnaireCardSchema),
  /** The firm delivers tax returns through the portal (for the dashboard heading). */
  has_tax_returns: z.boolean(),
});
export const clientQuestionnairesQuerySchema = z.object({ companyHash: z.string().max(100).optional() });

/** A questionnaire in the firm's per-entity list. */
export const questionnaireSummarySchema = z.object({
  id: z.number().int(),
  hash_id: z.string(),
  company_id: z.number().int(),
  name: z.string(),
  tax_year: z.number().int(),
  due_date: z.string().nullable(),
  status_label: z.string(),
  locked: z.boolean(),
  completed: z.boolean(),
  submitted_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
  documents_cell: z.string(),
  progress: z.number().int(),
});
export type QuestionnaireSummary = z.infer<typeof questionnaireSummarySchema>;

/** answer_question (spec 001 §7). An answer-later date (`answer_by`) may come with or without an answer. */
export const answerQuestionSchema = z.object({
  answer: z.string().max(20_000).nullable(),
  answer_by: isoDay.nullable().optional(),
});
export type AnswerQuestionInput = z.infer<typeof answerQuestionSchema>;

/** attach_to_questionnaire (spec 001 §7 Documents): an unattached document given to an upload question. */
export const attachDocumentSchema = z.object({
  questionnaire_id: dbId,
  question_id: dbId,
  document_id: dbId,
  /** The question's document option the file is, when it has options. */
  selected_option: z.string().trim().max(300).nullish(),
});
export type AttachDocumentInput = z.infer<typeof attachDocumentSchema>;

/** What a write returns: the changed questions and sections, so the page can update without a reload. */
export const questionnaireChangeSchema = z.object({
  questions: z.array(questionSchema),
  sections: z.array(sectionSchema),
  in_progress: z.boolean(),
  status: z.number().int().nullable(),
  /** Grows with every write: of two changes that arrive out of order, the lower one is stale. */
  revision: z.number().int(),
});
export type QuestionnaireChange = z.infer<typeof questionnaireChangeSchema>;

/** save_entries: the fields of one or more entries. */
export const saveEntriesSchema = z.object({
  questions: z
    .array(z.object({ id: dbId, answer: z.string().max(20_000).nullable() }))
    .min(1)
    .max(500),
});

/** save_section: mark a section completed (or not), and/or record it as the one the client is on. */
export const saveSectionSchema = z.object({
  marked_completed: z.boolean().optional(),
  current: z.boolean().optional(),
});

/** sign_agreement's body: the adopted signature (features/signatures). */
export const signAgreementSchema = adoptedSignatureSchema;

export const addNoteSchema = z.object({ text: z.string().max(5000) });

export const submitResultSchema = z.object({
  next: z.object({ name: z.string(), hash_id: z.string(), questionnaire_id: z.number().int() }).nullable(),
});

export const depositStatusResultSchema = z.object({ deposit_status: depositStatusSchema.nullable() });

/** 'Confirm this information' (spec 001 §5 Profile confirmation). */
export const confirmProfileSchema = z
  .object({
    email: z.string().trim().min(1, 'Email is required').email('Invalid email address'),
    phone: z
      .string()
      .trim()
      .regex(/^(\(\d{3}\) \d{3}-\d{4})?$/, 'Phone must look like (000) 000-0000')
      .default(''),
    sms_contact: z.boolean().default(false),
  })
  .refine((v) => !v.sms_contact || v.phone !== '', {
    path: ['phone'],
    message: 'A phone number is needed for SMS',
  });

/** A questionnaire template in the firm's list (spec 001 §3 templates; the editor comes with sending). */
export const questionnaireTemplateSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  section_count: z.number().int(),
  question_count: z.number().int(),
  updated_at: z.string(),
  /** One of the starter templates the product ships (read-only; copy it to change it). */
  built_in: z.boolean().default(false),
});
export type QuestionnaireTemplateSummary = z.infer<typeof questionnaireTemplateSummarySchema>;
export const questionnaireTemplateListSchema = z.object({ items: z.array(questionnaireTemplateSummarySchema) });
