import type { QuestionType } from '@portal/domain';
import type { SectionType } from './template-tree';

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  boolean: 'Yes / No',
  select: 'Select one',
  multiple: 'Multiple choice',
  upload: 'Upload',
  entries: 'Entries',
  password: 'Password',
  date: 'Date',
  text: 'Short text',
  textarea: 'Long text',
};

/** Entry fields are filled inline in each entry, so uploads and nested entries are not offered there. */
export const FIELD_TYPES = ['text', 'textarea', 'date', 'boolean', 'select', 'multiple', 'password'] as const;

export const SECTION_TYPE_OPTIONS: { value: SectionType; label: string }[] = [
  { value: 3, label: 'Questions' },
  { value: 0, label: 'Instructions (custom)' },
  { value: 2, label: 'Engagement letter' },
  { value: 10, label: 'Document checklist' },
  { value: 4, label: 'Review and submit' },
];

export const EDITOR_TEXTS = {
  newTitle: 'New template',
  editTitle: 'Edit template',
  notFoundTitle: 'Template not found',
  notFoundDetail: 'This template does not exist or was deleted.',
  backToTemplates: 'Back to templates',
  noSections: 'No sections yet. Add a section to start building the questionnaire.',
  noQuestions: 'No questions yet. Add a question to ask the client something.',
  noFields: 'No fields yet. Add the fields each entry asks for.',
  fixErrors: 'Please correct the highlighted fields, then save again.',
  saveFailed: 'The template was not saved',
  discardTitle: 'Discard changes?',
  discardMessage: 'Your changes to this template have not been saved. Leave and discard them?',
  discardConfirm: 'Discard changes',
  chooseTriggerQuestion: 'Please choose the question that shows this section',
  noTriggerQuestions: 'Add questions to another section first: a section can be shown for an answer to one of them.',
  depositHelp: 'Asked for by default when this template is sent. Leave empty for no deposit.',
  uploadOptionsHelp: 'Clients choose one before uploading, e.g. W-2 or 1099-INT. Optional.',
} as const;
