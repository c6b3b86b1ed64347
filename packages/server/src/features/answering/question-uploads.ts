import { and, eq, isNull } from 'drizzle-orm';
import { AppError, normalizeFolderPath, questionnaireMessages, type QuestionnaireChange } from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { documents, questionnaires } from '../../db/schema/index.ts';
import type { UploadPart } from '../../http/upload-part.ts';
import { startQuestionnaireUpload } from '../connect/index.ts';
import { receiveInto } from '../documents/index.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import type { AppDeps } from '../../app-deps.ts';
import { assertClientMayChange, type QuestionnaireScope, changeAfterWrite } from '../questionnaires/index.ts';
import { findQuestion, refreshUploadAnswer } from './answers.service.ts';

/** Where a questionnaire's uploads go: its document_path with {year} read as the tax year. */
export function uploadFolder(q: { documentPath: string; taxYear: number }): string {
  const path = normalizeFolderPath(q.documentPath.replaceAll('{year}', String(q.taxYear)));
  if (path === null) throw new AppError('internal', 'The questionnaire has an invalid document path');
  return path;
}

/**
 * The document option a file of an upload question is (spec 001 §5): one of the question's options, named
 * when it has any. Uploads, drop-off items and attached documents all check it here.
 */
export function assertDocumentOption(options: readonly string[], chosen: string | null): void {
  if (options.length && !chosen)
    throw new AppError('validation_failed', questionnaireMessages.chooseOption, {
      selected_option: questionnaireMessages.chooseOption,
    });
  if (chosen && !options.includes(chosen))
    throw new AppError('validation_failed', questionnaireMessages.notAnOption, {
      selected_option: questionnaireMessages.notAnOption,
    });
}

/**
 * An upload question's file (spec 001 §5), through the documents pipeline: typed by its first bytes,
 * streamed to storage, refused as a duplicate by name and size within the questionnaire. With document
 * options the client must name the one the file is first (`selected_option`, before the file). A multi-page PDF a
 * client uploads goes to the bulk upload processor when the firm has it on (issue 19 §1).
 */
export async function uploadForQuestion(
  deps: { db: Db; storage: FileStorage; jobs: AppDeps['jobs'] },
  scope: QuestionnaireScope,
  questionId: number,
  parts: AsyncIterable<UploadPart>,
  now: Date,
): Promise<{
  document: QuestionDocumentOut | null;
  is_duplicate: boolean;
  error: string | null;
  change: QuestionnaireChange;
}> {
  assertClientMayChange(scope);
  const q = await findQuestion(deps.db, scope, questionId);
  if (q.questionType !== 'upload') throw new AppError('validation_failed', 'This question does not take files');
  const option = (fields: Record<string, string>) => fields.selected_option?.trim() || null;
  const result = await receiveInto(
    deps,
    {
      firmId: scope.actor.firmId,
      companyId: scope.company.id,
      uploaderId: scope.actor.userId,
      folderOf: (fields) => {
        assertDocumentOption(q.options, option(fields));
        return uploadFolder(scope.questionnaire);
      },
      question: { questionnaireId: scope.questionnaire.id, questionId: q.id, selectedOption: option },
    },
    parts,
  );
  if (result.document) {
    await refreshUploadAnswer(deps.db, q, true);
    await deps.db
      .update(questionnaires)
      .set({ firstDocUploadedAt: scope.questionnaire.firstDocUploadedAt ?? now })
      .where(eq(questionnaires.id, scope.questionnaire.id));
    if (scope.mode === 'client')
      await startQuestionnaireUpload(
        { ...deps, now },
        {
          firmId: scope.actor.firmId,
          companyId: scope.company.id,
          questionnaireId: scope.questionnaire.id,
          documentId: result.document.id,
          uploaderId: scope.actor.userId,
        },
      );
  }
  const change = await changeAfterWrite(deps.db, scope, now);
  const doc = result.document
    ? change.questions.find((x) => x.id === q.id)?.documents.find((d) => d.id === result.document!.id)
    : null;
  return { document: doc ?? null, is_duplicate: result.is_duplicate, error: result.error, change };
}
type QuestionDocumentOut = QuestionnaireChange['questions'][number]['documents'][number];

/** Removes a file from an upload question (a client removes only what they uploaded). It stays restorable in Documents. */
export async function removeQuestionDocument(
  db: DbOrTx,
  scope: QuestionnaireScope,
  questionId: number,
  documentId: number,
  now: Date,
) {
  assertClientMayChange(scope);
  const q = await findQuestion(db, scope, questionId);
  const [doc] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.questionId, q.id), isNull(documents.deletedAt)));
  if (!doc) throw new AppError('not_found', 'Document not found');
  if (doc.uploadedById !== scope.actor.userId)
    throw new AppError('forbidden', 'You can only remove files you uploaded');
  await db.update(documents).set({ deletedAt: now }).where(eq(documents.id, doc.id));
  await refreshUploadAnswer(db, q, false);
  return changeAfterWrite(db, scope, now);
}
