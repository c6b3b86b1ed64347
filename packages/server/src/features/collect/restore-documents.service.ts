import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  ACTIVITY_TYPES,
  AppError,
  assertCan,
  previewActionMessages,
  type Actor,
  type RemovedDocument,
  type RestoreDocumentsInput,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { activityLogs, documents, questionnaireQuestions } from '../../db/schema/index.ts';
import { refreshUploadAnswer } from '../answering/index.ts';
import { staffQuestionnaires, loadParts, syncCompletion } from '../questionnaires/index.ts';

const removedOf = (questionnaireId: number) =>
  and(eq(documents.questionnaireId, questionnaireId), eq(documents.kind, 'file'), isNotNull(documents.deletedAt));

/** The files removed from the questionnaire's questions, newest removal first (spec 001 §2 restore document). */
export async function removedDocuments(db: DbOrTx, actor: Actor, questionnaireId: number): Promise<RemovedDocument[]> {
  const [q] = await staffQuestionnaires(db, actor, [questionnaireId]);
  const rows = await db
    .select({
      id: documents.id,
      name: documents.name,
      questionId: documents.questionId,
      questionText: questionnaireQuestions.text,
      deletedAt: documents.deletedAt,
    })
    .from(documents)
    .leftJoin(questionnaireQuestions, eq(questionnaireQuestions.id, documents.questionId))
    .where(and(eq(documents.firmId, actor.firmId), removedOf(q!.id)))
    .orderBy(desc(documents.deletedAt), desc(documents.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    question_id: r.questionId,
    question_text: r.questionText,
    deleted_at: r.deletedAt!.toISOString(),
  }));
}

/**
 * Restore documents (spec 001 §6 advisors restore documents, §8 'Documents restored successfully'): files
 * removed from the questionnaire come back to their folder and question, and the question counts them
 * again. All or nothing: an id that is not a removed file of this questionnaire is 404; a file whose name
 * is taken again in its folder is 409 (rename or remove the other first).
 */
export async function restoreDocuments(db: Db, actor: Actor, questionnaireId: number, input: RestoreDocumentsInput) {
  return db.transaction(async (tx) => {
    const [q] = await staffQuestionnaires(tx, actor, [questionnaireId]);
    assertCan(actor, 'client.write');
    const ids = [...new Set(input.document_ids)];
    const rows = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.firmId, actor.firmId), removedOf(q!.id), inArray(documents.id, ids)));
    if (rows.length !== ids.length) throw new AppError('not_found', previewActionMessages.documentNotFound);
    for (const doc of rows) {
      const [taken] = await tx
        .select({ id: documents.id })
        .from(documents)
        .where(
          and(
            eq(documents.companyId, doc.companyId),
            eq(documents.folderPath, doc.folderPath),
            sql`lower(${documents.name}) = lower(${doc.name})`,
            isNull(documents.deletedAt),
          ),
        );
      if (taken)
        throw new AppError(
          'conflict',
          `${previewActionMessages.restoreDocumentsFailed}: a document named ${doc.name} is already in ${doc.folderPath}`,
        );
    }
    await tx.update(documents).set({ deletedAt: null }).where(inArray(documents.id, ids));
    const questionIds = [...new Set(rows.map((d) => d.questionId).filter((id): id is number => id !== null))];
    const questions = questionIds.length
      ? await tx
          .select()
          .from(questionnaireQuestions)
          .where(
            and(eq(questionnaireQuestions.questionnaireId, q!.id), inArray(questionnaireQuestions.id, questionIds)),
          )
      : [];
    for (const question of questions) await refreshUploadAnswer(tx, question, true);
    await syncCompletion(tx, await loadParts(tx, q!.id));
    await tx.insert(activityLogs).values({
      firmId: actor.firmId,
      typeId: ACTIVITY_TYPES.questionnaire_related,
      title: 'Documents restored',
      description: rows.map((d) => d.name).join(', '),
      companyId: q!.companyId,
      questionnaireId: q!.id,
      actorUserId: actor.userId,
    });
    return { message: previewActionMessages.documentsRestored };
  });
}
