import { and, eq } from 'drizzle-orm';
import { AppError, questionnaireMessages, type QuestionNote } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { questionnaireNotes, users } from '../../db/schema/index.ts';
import type { QuestionnaireScope } from '../questionnaires/index.ts';
import { findQuestion } from './answers.service.ts';

type NoteRow = typeof questionnaireNotes.$inferSelect;

const present = (n: NoteRow, me: number): QuestionNote => ({
  id: n.id,
  question_id: n.questionId,
  text: n.text,
  removed: n.removed,
  from_firm_user: n.fromFirmUser,
  is_mine: n.authorId === me,
  created_at: n.createdAt.toISOString(),
});

/**
 * add_comment (spec 001 §3, §5): a note on a question, stored as 'Author: body'. Clients and the firm both
 * write notes (the firm from its preview); a read-only client cannot.
 */
export async function addNote(db: DbOrTx, scope: QuestionnaireScope, questionId: number, text: string) {
  const body = text.trim();
  if (!body)
    throw new AppError('validation_failed', questionnaireMessages.noteEmpty, { text: questionnaireMessages.noteEmpty });
  if (!scope.actor.isAdvisor && scope.readOnly) throw new AppError('forbidden', questionnaireMessages.readOnly);
  const q = await findQuestion(db, scope, questionId);
  const [author] = await db
    .select({ fname: users.fname, lname: users.lname })
    .from(users)
    .where(eq(users.id, scope.actor.userId));
  const name = author ? `${author.fname} ${author.lname}`.trim() : 'Unknown';
  const [note] = await db
    .insert(questionnaireNotes)
    .values({
      firmId: scope.actor.firmId,
      questionnaireId: scope.questionnaire.id,
      questionId: q.id,
      authorId: scope.actor.userId,
      text: `${name}: ${body}`,
      fromFirmUser: scope.actor.isAdvisor,
    })
    .returning();
  return present(note!, scope.actor.userId);
}

/** toggle_comment_removal: the author removes their note, or puts it back. */
export async function toggleNoteRemoval(db: DbOrTx, scope: QuestionnaireScope, noteId: number) {
  const [note] = await db
    .select()
    .from(questionnaireNotes)
    .where(and(eq(questionnaireNotes.id, noteId), eq(questionnaireNotes.questionnaireId, scope.questionnaire.id)));
  // A client never learns of the firm's notes, not even that one exists.
  if (!note || (!scope.actor.isAdvisor && note.fromFirmUser)) throw new AppError('not_found', 'Note not found');
  if (note.authorId !== scope.actor.userId) throw new AppError('forbidden', 'Only the author can remove a note');
  if (!scope.actor.isAdvisor && scope.readOnly) throw new AppError('forbidden', questionnaireMessages.readOnly);
  const [updated] = await db
    .update(questionnaireNotes)
    .set({ removed: !note.removed })
    .where(eq(questionnaireNotes.id, note.id))
    .returning();
  return present(updated!, scope.actor.userId);
}
