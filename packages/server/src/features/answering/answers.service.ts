import { and, asc, count, eq, gt, inArray, isNull, max } from 'drizzle-orm';
import {
  ACTIVITY_TYPES,
  AppError,
  canMarkCompleted,
  isSpecialAdvisor,
  SPECIAL_ANSWERS,
  answerLaterDisabledReason,
  hasAnswerValue,
  isAgreeDisabled,
  isSpecialAnswer,
  questionnaireMessages,
  submitMessages,
  sectionKind,
  shouldMarkCompletedOnEnter,
  validateAnswer,
  validateAnswerLaterDate,
  type AnswerQuestionInput,
  type QuestionnaireChange,
} from '@portal/domain';
import type { z } from 'zod';
import type { saveEntriesSchema, saveSectionSchema } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import {
  activityLogs,
  documents,
  questionnaireQuestions,
  questionnaireSections,
  questionnaires,
} from '../../db/schema/index.ts';
import {
  assertClientMayChange,
  assertMayAnswer,
  type QuestionnaireScope,
  changeAfterWrite,
  ruleSection,
} from '../questionnaires/index.ts';

type QuestionRow = typeof questionnaireQuestions.$inferSelect;

const invalid = (message: string, field = 'answer') => new AppError('validation_failed', message, { [field]: message });

export async function findQuestion(db: DbOrTx, scope: QuestionnaireScope, questionId: number): Promise<QuestionRow> {
  const [q] = await db
    .select()
    .from(questionnaireQuestions)
    .where(
      and(
        eq(questionnaireQuestions.id, questionId),
        eq(questionnaireQuestions.questionnaireId, scope.questionnaire.id),
      ),
    );
  if (!q) throw new AppError('not_found', 'Question not found');
  return q;
}

/**
 * answer_question (spec 001 §4, §5): the answer must fit the question (validateAnswer); an answer-later
 * date must pass the date rules, and is refused when the questionnaire is past due or the question does
 * not allow it. Entries and uploads keep their own answers: only special answers and dates are set here.
 * Staff answer for the client from the preview (spec 001 §1): the answer is recorded as theirs, in the
 * activity log too, and it does not open the questionnaire for the client.
 */
export async function answerQuestion(
  db: DbOrTx,
  scope: QuestionnaireScope,
  questionId: number,
  input: AnswerQuestionInput,
  now: Date,
): Promise<QuestionnaireChange> {
  assertMayAnswer(scope);
  const q = await findQuestion(db, scope, questionId);
  // Entry fields are saved with their entry (save_entries), so the entries question keeps its count.
  if (q.parentQuestionId !== null) throw new AppError('not_found', 'Question not found');
  const message = validateAnswer(rulesOf(q), input.answer, {
    disableProvidedElsewhere: scope.preferences.disable_provided_elsewhere,
  });
  if (message) throw invalid(message);
  if (
    input.answer === SPECIAL_ANSWERS.markedCompleted &&
    !canMarkCompleted(q, { specialAdvisor: scope.actor.isAdvisor && isSpecialAdvisor(scope.actor) })
  )
    throw invalid(questionnaireMessages.markCompletedNotOffered);
  const answerBy = input.answer_by ?? null;
  if (answerBy) {
    if (q.disableAnswerLater) throw invalid(questionnaireMessages.answerLaterOff, 'answer_by');
    const blocked = answerLaterDisabledReason(
      { locked: scope.questionnaire.locked, due_date: scope.questionnaire.dueDate },
      now,
    );
    if (blocked) throw invalid(blocked, 'answer_by');
    const dateMessage = validateAnswerLaterDate(answerBy, {
      now,
      dueDate: scope.questionnaire.dueDate,
      kind: q.questionType === 'upload' ? 'upload' : 'answer',
    });
    if (dateMessage) throw invalid(dateMessage, 'answer_by');
  }
  // Entries and uploads count what they hold; clearing a special answer brings the count back.
  const keepsCount = q.questionType === 'entries' || q.questionType === 'upload';
  const answer = keepsCount && !hasAnswerValue(input.answer) ? await countOf(db, q) : input.answer;
  const staff = scope.mode === 'admin-preview';
  return db.transaction(async (tx) => {
    await tx
      .update(questionnaireQuestions)
      .set({ answer, answerBy, answeredAt: now, answeredById: scope.actor.userId })
      .where(eq(questionnaireQuestions.id, q.id));
    if (!staff) return changeAfterWrite(tx, scope, now);
    await tx.insert(activityLogs).values({
      firmId: scope.actor.firmId,
      typeId: ACTIVITY_TYPES.questionnaire_related,
      title: questionnaireMessages.staffAnswerSaved,
      description: staffAnswerDescription(q.text, answer, answerBy),
      companyId: scope.questionnaire.companyId,
      questionnaireId: scope.questionnaire.id,
      actorUserId: scope.actor.userId,
      metadata: { question_id: q.id },
    });
    return changeAfterWrite(tx, scope, now, { inProgress: false, opened: false });
  });
}

/** The activity line of a staff answer: the question, then what it now reads. */
export function staffAnswerDescription(question: string, answer: string | null, answerBy: string | null) {
  const value = hasAnswerValue(answer) ? answer : 'cleared';
  return `${question}: ${value}${answerBy ? ` (answer by ${answerBy})` : ''}`;
}

const rulesOf = (q: QuestionRow) => ({
  question_type: q.questionType,
  options: q.options,
  number_of_characters: q.numberOfCharacters,
  disable_not_applicable: q.disableNotApplicable,
});

/** What an entries or upload question holds, as its answer: the number of entries or files ('0' for none). */
async function countOf(db: DbOrTx, q: QuestionRow): Promise<string> {
  if (q.questionType === 'entries') return String(await answeredEntries(db, q.id));
  const [row] = await db
    .select({ n: count() })
    .from(documents)
    .where(
      and(
        eq(documents.questionnaireId, q.questionnaireId),
        eq(documents.questionId, q.id),
        isNull(documents.deletedAt),
      ),
    );
  return String(row?.n ?? 0);
}

/** Entries with at least one field answered: an empty entry does not answer the question. */
async function answeredEntries(db: DbOrTx, parentId: number): Promise<number> {
  const rows = await db
    .select({ entry: questionnaireQuestions.entryNumber, answer: questionnaireQuestions.answer })
    .from(questionnaireQuestions)
    .where(and(eq(questionnaireQuestions.parentQuestionId, parentId), gt(questionnaireQuestions.entryNumber, 0)));
  return new Set(rows.filter((r) => hasAnswerValue(r.answer)).map((r) => r.entry)).size;
}

/** An entries question's answer follows its entries, unless a special answer stands in for them. */
async function recountEntries(db: DbOrTx, parent: QuestionRow) {
  const [current] = await db
    .select({ answer: questionnaireQuestions.answer })
    .from(questionnaireQuestions)
    .where(eq(questionnaireQuestions.id, parent.id));
  if (current && hasAnswerValue(current.answer) && Number.isNaN(Number(current.answer))) return;
  await db
    .update(questionnaireQuestions)
    .set({ answer: String(await answeredEntries(db, parent.id)) })
    .where(eq(questionnaireQuestions.id, parent.id));
}

async function entriesQuestion(db: DbOrTx, scope: QuestionnaireScope, questionId: number) {
  const q = await findQuestion(db, scope, questionId);
  if (q.questionType !== 'entries') throw invalid('This question does not take entries');
  return q;
}

/** add_new_entry: a blank copy of the entry fields, numbered after the last entry. */
export async function addEntry(db: DbOrTx, scope: QuestionnaireScope, questionId: number, now: Date) {
  assertClientMayChange(scope);
  await db.transaction(async (tx) => {
    // Locked, so entries added at the same moment get their own numbers.
    const [parent] = await tx
      .select()
      .from(questionnaireQuestions)
      .where(eq(questionnaireQuestions.id, (await entriesQuestion(tx, scope, questionId)).id))
      .for('update');
    await appendEntry(tx, parent!);
  });
  return changeAfterWrite(db, scope, now);
}

async function appendEntry(db: DbOrTx, parent: QuestionRow) {
  const fields = await db
    .select()
    .from(questionnaireQuestions)
    .where(and(eq(questionnaireQuestions.parentQuestionId, parent.id), eq(questionnaireQuestions.entryNumber, 0)))
    .orderBy(asc(questionnaireQuestions.position), asc(questionnaireQuestions.id));
  if (!fields.length) throw invalid('This question has no entry fields');
  const [last] = await db
    .select({ n: max(questionnaireQuestions.entryNumber) })
    .from(questionnaireQuestions)
    .where(eq(questionnaireQuestions.parentQuestionId, parent.id));
  const entryNumber = (last?.n ?? 0) + 1;
  await db.insert(questionnaireQuestions).values(
    fields.map((f) => {
      const { id: _id, answer: _a, answerBy: _b, answeredAt: _t, answeredById: _u, ...copy } = f;
      return { ...copy, entryNumber, answer: null };
    }),
  );
}

/** remove_entry: one entry's fields go; the others keep their numbers. */
export async function removeEntry(
  db: DbOrTx,
  scope: QuestionnaireScope,
  questionId: number,
  entryNumber: number,
  now: Date,
) {
  assertClientMayChange(scope);
  const parent = await entriesQuestion(db, scope, questionId);
  if (entryNumber < 1) throw invalid('There is no such entry');
  const removed = await db
    .delete(questionnaireQuestions)
    .where(
      and(eq(questionnaireQuestions.parentQuestionId, parent.id), eq(questionnaireQuestions.entryNumber, entryNumber)),
    )
    .returning({ id: questionnaireQuestions.id });
  if (!removed.length) throw new AppError('not_found', 'There is no such entry');
  await recountEntries(db, parent);
  return changeAfterWrite(db, scope, now);
}

/** save_entries: fields of this questionnaire's entries, each checked like any answer. */
export async function saveEntries(
  db: DbOrTx,
  scope: QuestionnaireScope,
  input: z.output<typeof saveEntriesSchema>,
  now: Date,
) {
  assertClientMayChange(scope);
  const ids = input.questions.map((f) => f.id);
  const fields = await db
    .select()
    .from(questionnaireQuestions)
    .where(
      and(
        eq(questionnaireQuestions.questionnaireId, scope.questionnaire.id),
        inArray(questionnaireQuestions.id, ids),
        gt(questionnaireQuestions.entryNumber, 0),
      ),
    );
  if (fields.length !== new Set(ids).size) throw new AppError('not_found', 'Entry field not found');
  const errors: Record<string, string> = {};
  for (const f of input.questions) {
    const row = fields.find((r) => r.id === f.id)!;
    const message = validateAnswer(rulesOf(row), f.answer, {
      disableProvidedElsewhere: scope.preferences.disable_provided_elsewhere,
    });
    if (message) errors[String(f.id)] = message;
  }
  const first = Object.values(errors)[0];
  if (first) throw new AppError('validation_failed', first, errors);
  for (const f of input.questions)
    await db
      .update(questionnaireQuestions)
      .set({ answer: f.answer, answeredAt: now, answeredById: scope.actor.userId })
      .where(eq(questionnaireQuestions.id, f.id));
  const parentIds = [...new Set(fields.map((f) => f.parentQuestionId!))];
  for (const parentId of parentIds) await recountEntries(db, (await findQuestion(db, scope, parentId))!);
  return changeAfterWrite(db, scope, now);
}

/**
 * save_section: the client is on this section (recorded as the questionnaire's status; custom sections
 * complete on entry, spec 001 §4), or a section they may mark themselves is marked or unmarked (custom,
 * review — I Agree — and the document checklist). Question and signature sections follow their answers.
 */
export async function saveSection(
  db: DbOrTx,
  scope: QuestionnaireScope,
  sectionId: number,
  input: z.output<typeof saveSectionSchema>,
  now: Date,
) {
  const [section] = await db
    .select()
    .from(questionnaireSections)
    .where(
      and(eq(questionnaireSections.id, sectionId), eq(questionnaireSections.questionnaireId, scope.questionnaire.id)),
    );
  if (!section) throw new AppError('not_found', 'Section not found');
  assertClientMayChange(scope);
  const rule = ruleSection(section);
  let marked: boolean | undefined = input.marked_completed;
  if (marked !== undefined && !['custom', 'review_and_submit', 'document_checklist'].includes(sectionKind(rule)))
    throw invalid('This section completes itself as it is answered', 'marked_completed');
  // I Agree waits for the deposit (spec 001 §4).
  if (
    marked &&
    sectionKind(rule) === 'review_and_submit' &&
    isAgreeDisabled({ deposit_status: scope.questionnaire.depositStatus })
  )
    throw invalid(submitMessages.depositUnpaid, 'marked_completed');
  if (input.current && shouldMarkCompletedOnEnter(rule)) marked = true;
  if (marked !== undefined)
    await db
      .update(questionnaireSections)
      .set({ markedCompleted: marked })
      .where(eq(questionnaireSections.id, section.id));
  if (input.current)
    await db
      .update(questionnaires)
      .set({ currentSectionId: section.id })
      .where(eq(questionnaires.id, scope.questionnaire.id));
  // Opening a section is not yet working on the questionnaire: only a real change marks it in progress.
  return changeAfterWrite(db, scope, now, { inProgress: marked !== undefined && !input.current });
}

/**
 * After a file is added to or removed from an upload question: its answer becomes the number of files,
 * and an upload-later date is cleared by an upload (answering normally clears special answers).
 */
export async function refreshUploadAnswer(db: DbOrTx, q: QuestionRow, uploaded: boolean) {
  // Removing a file keeps a special answer (Not Applicable keeps the files it was given over).
  const [current] = await db
    .select({ answer: questionnaireQuestions.answer })
    .from(questionnaireQuestions)
    .where(eq(questionnaireQuestions.id, q.id));
  if (!uploaded && isSpecialAnswer(current?.answer)) return;
  await db
    .update(questionnaireQuestions)
    .set({ answer: await countOf(db, q), ...(uploaded ? { answerBy: null } : {}) })
    .where(eq(questionnaireQuestions.id, q.id));
}
