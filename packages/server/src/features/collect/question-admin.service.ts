import { and, eq, inArray } from 'drizzle-orm';
import {
  ACTIVITY_TYPES,
  AppError,
  assertCan,
  questionAdminMessages,
  sectionKind,
  signatureStatus,
  submitMessages,
  type Actor,
  type EngagementLetterInput,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  activityLogs,
  documents,
  questionnaireQuestions,
  questionnaireSections,
  questionnaireSignatures,
} from '../../db/schema/index.ts';
import { staffQuestionnaires, loadParts, ruleSection, syncCompletion } from '../questionnaires/index.ts';

type Row = Awaited<ReturnType<typeof staffQuestionnaires>>[number];

/** A firm writer's questionnaire of their firm and group that is not locked or deleted (else 403 or 404). */
async function editable(tx: DbOrTx, actor: Actor, id: number): Promise<Row> {
  const [q] = await staffQuestionnaires(tx, actor, [id]);
  assertCan(actor, 'client.write');
  if (q!.locked) throw new AppError('forbidden', submitMessages.locked);
  return q!;
}

async function record(tx: DbOrTx, actor: Actor, q: Row, title: string, description: string) {
  await tx.insert(activityLogs).values({
    firmId: actor.firmId,
    typeId: ACTIVITY_TYPES.questionnaire_related,
    title,
    description,
    companyId: q.companyId,
    questionnaireId: q.id,
    actorUserId: actor.userId,
  });
}

/** The question, its follow-ups at any depth and its entry fields: what deleting it takes away. */
function withDependents(
  all: { id: number; followUpQuestionId: number | null; parentQuestionId: number | null }[],
  id: number,
) {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const q of all) {
      const hangs =
        (q.followUpQuestionId !== null && out.has(q.followUpQuestionId)) ||
        (q.parentQuestionId !== null && out.has(q.parentQuestionId));
      if (hangs && !out.has(q.id)) {
        out.add(q.id);
        grew = true;
      }
    }
  }
  return [...out];
}

/**
 * Delete Question (spec 001 §2, §7 delete_question, §8 'Question deleted successfully'): the firm removes a
 * question from one client's questionnaire, with its follow-ups, entry fields and notes. Files uploaded for
 * it stay with the entity (unattached from the question); a section it triggered is shown unconditionally.
 */
export async function deleteQuestion(db: Db, actor: Actor, questionnaireId: number, questionId: number) {
  return db.transaction(async (tx) => {
    const q = await editable(tx, actor, questionnaireId);
    const all = await tx
      .select({
        id: questionnaireQuestions.id,
        text: questionnaireQuestions.text,
        followUpQuestionId: questionnaireQuestions.followUpQuestionId,
        parentQuestionId: questionnaireQuestions.parentQuestionId,
      })
      .from(questionnaireQuestions)
      .where(eq(questionnaireQuestions.questionnaireId, q.id));
    const target = all.find((x) => x.id === questionId && x.parentQuestionId === null);
    if (!target) throw new AppError('not_found', 'Question not found');
    const ids = withDependents(all, target.id);
    await tx
      .update(documents)
      .set({ questionId: null })
      .where(and(eq(documents.questionnaireId, q.id), inArray(documents.questionId, ids)));
    await tx
      .update(questionnaireSections)
      .set({ triggerQuestionId: null, triggerAnswer: null })
      .where(
        and(eq(questionnaireSections.questionnaireId, q.id), inArray(questionnaireSections.triggerQuestionId, ids)),
      );
    await tx
      .delete(questionnaireQuestions)
      .where(and(eq(questionnaireQuestions.questionnaireId, q.id), inArray(questionnaireQuestions.id, ids)));
    await syncCompletion(tx, await loadParts(tx, q.id));
    await record(tx, actor, q, 'Question deleted', target.text);
    return { message: questionAdminMessages.questionDeleted };
  });
}

/**
 * Engagement letter update (spec 001 §8 'Engagement letter updated'): the firm rewrites the letter of a
 * signature section. A letter someone has signed is refused (409): a signature covers the text it was
 * given on, so its signatures must be removed first.
 */
export async function updateEngagementLetter(
  db: Db,
  actor: Actor,
  questionnaireId: number,
  sectionId: number,
  input: EngagementLetterInput,
) {
  return db.transaction(async (tx) => {
    const q = await editable(tx, actor, questionnaireId);
    const [section] = await tx
      .select()
      .from(questionnaireSections)
      .where(and(eq(questionnaireSections.id, sectionId), eq(questionnaireSections.questionnaireId, q.id)));
    if (!section) throw new AppError('not_found', 'Section not found');
    if (sectionKind(ruleSection(section)) !== 'signature')
      throw new AppError('validation_failed', questionAdminMessages.notALetter, {
        instruction: questionAdminMessages.notALetter,
      });
    const signatures = await tx
      .select({ signature: questionnaireSignatures.signature })
      .from(questionnaireSignatures)
      .where(eq(questionnaireSignatures.sectionId, section.id));
    if (signatures.some((s) => signatureStatus(s) === 'signed'))
      throw new AppError('conflict', questionAdminMessages.letterSigned);
    await tx
      .update(questionnaireSections)
      .set({ instruction: input.instruction })
      .where(eq(questionnaireSections.id, section.id));
    await record(tx, actor, q, 'Engagement letter updated', section.name);
    return { message: questionAdminMessages.engagementLetterUpdated };
  });
}
