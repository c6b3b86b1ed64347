import { and, eq } from 'drizzle-orm';
import { AppError, questionnaireMessages } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { questionnaireNotes, questionnaireQuestions } from '../../db/schema/index.ts';

const notFound = () => new AppError('not_found', questionnaireMessages.notFound);

/**
 * The spec's named calls carry a question or note id without the questionnaire's (answer_question
 * {questionId}); these find it within the caller's firm, so the call then goes through questionnaireScope
 * like its REST path. Another firm's id is no such record (404).
 */
export async function questionnaireOfQuestion(db: DbOrTx, firmId: number, questionId: number): Promise<number> {
  const [row] = await db
    .select({ questionnaireId: questionnaireQuestions.questionnaireId })
    .from(questionnaireQuestions)
    .where(and(eq(questionnaireQuestions.id, questionId), eq(questionnaireQuestions.firmId, firmId)));
  if (!row) throw notFound();
  return row.questionnaireId;
}

/** The questionnaire of a note on the given question (toggle_comment_removal {noteId, questionId}). */
export async function questionnaireOfNote(
  db: DbOrTx,
  firmId: number,
  noteId: number,
  questionId: number,
): Promise<number> {
  const [row] = await db
    .select({ questionnaireId: questionnaireNotes.questionnaireId })
    .from(questionnaireNotes)
    .where(
      and(
        eq(questionnaireNotes.id, noteId),
        eq(questionnaireNotes.questionId, questionId),
        eq(questionnaireNotes.firmId, firmId),
      ),
    );
  if (!row) throw notFound();
  return row.questionnaireId;
}
