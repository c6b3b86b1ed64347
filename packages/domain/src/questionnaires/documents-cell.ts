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
