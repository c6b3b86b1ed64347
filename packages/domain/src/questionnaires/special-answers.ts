import type { QuestionLike } from './questionnaire.types.ts';
import { MULTI_ANSWER_SEPARATOR } from './follow-ups.ts';
import { questionnaireMessages } from './questionnaire-messages.ts';
import { isCalendarDay } from '../common/calendar-days.ts';
import { isAdmin, isPartner, type Actor } from '../common/permissions.ts';

/** The special answers of spec 001 §4, stored as the answer itself. */
export const SPECIAL_ANSWERS = {
  notApplicable: 'Not Applicable',
  providedElsewhere: 'Provided Elsewhere',
  markedCompleted: 'Marked Completed',
} as const;
export type SpecialAnswer = (typeof SPECIAL_ANSWERS)[keyof typeof SPECIAL_ANSWERS];

export const isSpecialAnswer = (answer: string | null | undefined): answer is SpecialAnswer =>
  Object.values(SPECIAL_ANSWERS).includes(answer as SpecialAnswer);

/** Boolean questions answer Yes or No. */
export const BOOLEAN_ANSWERS = ['Yes', 'No'] as const;

/**
 * Not Applicable or Provided Elsewhere on a question that already has documents asks for confirmation
 * first (spec 001 §4): the documents stay, but the answer no longer asks for them.
 */
export const needsDocumentConfirmation = (special: string | null, documentCount: number) =>
  documentCount > 0 && (special === SPECIAL_ANSWERS.notApplicable || special === SPECIAL_ANSWERS.providedElsewhere);

/**
 * The firm's "special advisors" (spec 001 §4): partners and admins, who may mark any question completed
 * from the preview, even one the client has answered.
 */
export const isSpecialAdvisor = (a: Actor) => isPartner(a) || isAdmin(a);

/**
 * Mark completed is offered when the question is unanswered or already marked completed (to undo it),
 * or to special advisors on any question (spec 001 §4).
 */
export function canMarkCompleted(q: Pick<QuestionLike, 'answer'>, opts: { specialAdvisor?: boolean } = {}): boolean {
  if (opts.specialAdvisor) return true;
  const answer = q.answer?.trim() ?? '';
  return answer === '' || answer === '0' || answer === SPECIAL_ANSWERS.markedCompleted;
}

export interface AnswerRules {
  question_type: string;
  options?: readonly string[] | null;
  number_of_characters?: number | null;
  disable_not_applicable?: boolean | null;
  disable_answer_later?: boolean | null;
}

/**
 * Whether an answer fits its question (the one rule for the form and the server): special answers as the
 * question and the firm allow them; choices among the options; dates as calendar days; text within
 * number_of_characters. An empty answer (clearing) always fits. Returns the message, or null.
 */
export function validateAnswer(
  q: AnswerRules,
  answer: string | null,
  opts: { disableProvidedElsewhere?: boolean } = {},
): string | null {
  if (answer == null || answer === '') return null;
  if (answer === SPECIAL_ANSWERS.notApplicable)
    return q.disable_not_applicable ? questionnaireMessages.notApplicableOff : null;
  if (answer === SPECIAL_ANSWERS.providedElsewhere)
    return opts.disableProvidedElsewhere ? questionnaireMessages.providedElsewhereOff : null;
  if (answer === SPECIAL_ANSWERS.markedCompleted) return null;
  const options = q.options ?? [];
  switch (q.question_type) {
    case 'boolean':
      return (BOOLEAN_ANSWERS as readonly string[]).includes(answer) || answer === '0'
        ? null
        : questionnaireMessages.notAnOption;
    case 'select':
      return options.includes(answer) ? null : questionnaireMessages.notAnOption;
    case 'multiple':
      return answer.split(MULTI_ANSWER_SEPARATOR).every((a) => options.includes(a))
        ? null
        : questionnaireMessages.notAnOption;
    case 'date':
      return isCalendarDay(answer) ? null : questionnaireMessages.invalidDate;
    case 'upload':
    case 'entries':
      // Their answers are kept by the portal (documents, entries); only the special answers are set directly.
      return questionnaireMessages.notAnOption;
    default:
      return q.number_of_characters && answer.length > q.number_of_characters
        ? questionnaireMessages.tooLong(q.number_of_characters)
        : null;
  }
}

/** The character counter of text answers, 'n/max' (spec 001 §5). */
export const characterCounter = (answer: string | null | undefined, max: number) => `${(answer ?? '').length}/${max}`;

/** Multiple-choice answers are joined with &!& (spec 001 §3). */
export const splitMultiple = (answer: string | null | undefined) =>
  answer ? answer.split(MULTI_ANSWER_SEPARATOR).filter((a) => a !== '') : [];
export const joinMultiple = (values: readonly string[]) => values.join(MULTI_ANSWER_SEPARATOR);

/** The dashboard heading (spec 001 §2): what the client has to do here. */
export function dashboardHeading(has: { questionnaires: boolean; taxReturns: boolean }) {
  if (has.questionnaires && has.taxReturns) return 'Questionnaires & Tax Returns';
  if (has.taxReturns) return 'Tax Returns';
  return 'Questionnaires';
}
