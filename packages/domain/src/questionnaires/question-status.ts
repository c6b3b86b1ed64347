import type { CompletionStatus, QuestionLike } from './questionnaire.types.ts';

/** A real answer: non-empty and not '0' (the product's "no" / unset value). */
export const hasAnswerValue = (answer: string | null | undefined) =>
  answer != null && answer.trim() !== '' && answer !== '0';
const hasAnswerBy = (q: Pick<QuestionLike, 'answer_by'>) => q.answer_by != null && q.answer_by !== '';

/**
 * Whether a question counts as answered for completing its section (spec 001 §4): non-empty and not '0',
 * or optional; an entries question also needs no answer_by.
 */
export function isAnswerComplete(
  q: Pick<QuestionLike, 'answer' | 'answer_by' | 'optional' | 'question_type'>,
): boolean {
  if (q.question_type === 'entries' && hasAnswerBy(q)) return false;
  return hasAnswerValue(q.answer) || q.optional === true;
}

/** The question awaits someone else: an answer-later / upload-later date is set. */
export const isAwaitingOtherParty = (q: Pick<QuestionLike, 'answer_by'>) => hasAnswerBy(q);

/**
 * A question's status (spec 001 §4): pending when answer_by is set (awaiting someone else); completed when
 * it has an answer other than '0'; incomplete otherwise, shown as error only after a submit attempt.
 * An optional unanswered question stays incomplete and never becomes an error: it does not block submission.
 */
export function questionStatus(
  q: Pick<QuestionLike, 'answer' | 'answer_by' | 'optional'>,
  opts: { submitAttempted?: boolean } = {},
): CompletionStatus {
  if (hasAnswerBy(q)) return 'pending';
  if (hasAnswerValue(q.answer)) return 'completed';
  return opts.submitAttempted && q.optional !== true ? 'error' : 'incomplete';
}
