import { and, eq, isNull } from 'drizzle-orm';
import { AppError, questionnaireMessages, type AttachDocumentInput } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { documents } from '../../db/schema/index.ts';
import { assertMayAnswer, changeAfterWrite, type QuestionnaireScope } from '../questionnaires/index.ts';
import { findQuestion, refreshUploadAnswer } from './answers.service.ts';
import { assertDocumentOption } from './question-uploads.ts';

/**
 * attach_to_questionnaire (spec 001 §2 Unattached tab, §7 Documents): staff give a document the entity
 * uploaded outside questionnaires to one of this questionnaire's upload questions, as if uploaded there. The
 * file stays in its folder; the question's answer becomes its file count. Only staff who may answer for the
 * client, on an open questionnaire.
 */
export async function attachDocument(db: DbOrTx, scope: QuestionnaireScope, input: AttachDocumentInput, now: Date) {
  if (scope.mode === 'client') throw new AppError('forbidden', questionnaireMessages.readOnly);
  assertMayAnswer(scope);
  const q = await findQuestion(db, scope, input.question_id);
  if (q.questionType !== 'upload') throw new AppError('validation_failed', 'This question does not take files');
  const option = input.selected_option?.trim() || null;
  assertDocumentOption(q.options, option);
  const [attached] = await db
    .update(documents)
    .set({ questionnaireId: scope.questionnaire.id, questionId: q.id, selectedOption: option, updatedAt: now })
    .where(
      and(
        eq(documents.id, input.document_id),
        eq(documents.firmId, scope.actor.firmId),
        eq(documents.companyId, scope.company.id),
        eq(documents.kind, 'file'),
        isNull(documents.questionnaireId),
        isNull(documents.deletedAt),
      ),
    )
    .returning({ id: documents.id });
  // Another entity's or firm's document, a folder, a deleted one or one already attached: not one to attach.
  if (!attached) throw new AppError('not_found', 'Document not found');
  await refreshUploadAnswer(db, q, true);
  return changeAfterWrite(db, scope, now);
}
