import type { QuestionnaireLike } from './questionnaire.types.ts';

export type DocumentsCellLabel = 'All documents provided' | 'Documents needed' | 'No documents requested';

/**
 * The admin list's documents cell (spec 001 §4): 'All documents provided' when documents were requested
 * and all are provided; 'Documents needed' when some are outstanding; otherwise 'No documents requested'.
 */
export function documentsCellLabel(counts: { needed: number; provided: number }): DocumentsCellLabel {
  if (counts.needed > 0 && counts.provided >= counts.needed) return 'All documents provided';
  if (counts.needed > counts.provided) return 'Documents needed';
  return 'No documents requested';
}

/** The same from a questionnaire's upload-question counts. */
export const questionnaireDocumentsCell = (
  q: Pick<
    QuestionnaireLike,
    'upload_question_with_document_count_needed' | 'upload_question_with_document_count_uploaded'
  >,
) =>
  documentsCellLabel({
    needed: q.upload_question_with_document_count_needed ?? 0,
    provided: q.upload_question_with_document_count_uploaded ?? 0,
  });

/**
 * Spec 001 §3's document fields of a questionnaire, from its questions: the upload questions (entry fields aside)
 * with their answers and options, how many are required, and how many of those have a document.
 */
export function questionnaireDocumentFields(
  questions: readonly {
    id: number;
    question_type: string;
    parent_question_id: number | null;
    optional: boolean;
    answer: string | null;
    options: string[];
    documents: readonly unknown[];
  }[],
) {
  const uploads = questions.filter((q) => q.question_type === 'upload' && q.parent_question_id === null);
  const needed = uploads.filter((q) => !q.optional);
  return {
    documents_needed: needed.length,
    documents_uploaded_and_needed: uploads.map((q) => ({ id: q.id, answer: q.answer, options: q.options })),
    upload_question_with_document_count_needed: needed.length,
    upload_question_with_document_count_uploaded: needed.filter((q) => q.documents.length > 0).length,
  };
}
