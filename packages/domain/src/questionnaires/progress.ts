import { hasAnswerValue, isAwaitingOtherParty } from './question-status.ts';
import type { QuestionLike, QuestionnaireLike, SectionLike } from './questionnaire.types.ts';
import { isChecklistSection } from './section-kind.ts';
import { countsAsClientProgress } from './section-status.ts';

/** The in-progress floor: a started questionnaire with nothing completed shows 5% (spec 001 §4). */
export const IN_PROGRESS_FLOOR_PERCENT = 5;

/**
 * The progress bar (spec 001 §4): 100 when completed; otherwise the rounded percent of non-checklist
 * sections marked completed (marked_completed, as the spec words it), and 5 when in progress with none.
 * Only what the client did counts (issue 38 §3): a custom section that completed itself on entry does not.
 * Pass only the sections the client sees (hidden follow-up sections cannot be completed).
 */
export function progressPercent(
  questionnaire: Pick<QuestionnaireLike, 'completed' | 'in_progress'>,
  sections: readonly SectionLike[],
): number {
  if (questionnaire.completed) return 100;
  const counted = sections.filter((s) => !isChecklistSection(s) && countsAsClientProgress(s));
  const done = counted.filter((s) => s.marked_completed === true).length;
  if (done === 0) return questionnaire.in_progress ? IN_PROGRESS_FLOOR_PERCENT : 0;
  return Math.round((done / counted.length) * 100);
}

/**
 * Collect's progress column (issue 21 §8): of the questions the client is shown, how many hold an answer.
 * An answer-later date is a promise, not an answer. Pass only shown questions (visible sections, visible
 * follow-ups): the count must match what the client sees.
 */
export function questionCounts(questions: readonly Pick<QuestionLike, 'answer' | 'answer_by'>[]): {
  answered: number;
  total: number;
} {
  const answered = questions.filter((q) => !isAwaitingOtherParty(q) && hasAnswerValue(q.answer)).length;
  return { answered, total: questions.length };
}
