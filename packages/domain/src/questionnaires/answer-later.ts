import { addDays, daysBetween, formatDisplayDate, utcDay, type IsoDay } from '../common/calendar-days.ts';
import type { QuestionnaireLike } from './questionnaire.types.ts';

/** Answer Later / Upload Later default: 7 days ahead (spec 001 §9). */
export const ANSWER_LATER_DEFAULT_DAYS = 7;

export type LaterKind = 'answer' | 'upload';

/** Texts of spec 001 §5, verbatim. */
export const answerLaterMessages = {
  future: (kind: LaterKind) => `${kind === 'answer' ? 'Answer' : 'Upload'} later date must be in the future`,
  currentYear: (kind: LaterKind) => `${kind === 'answer' ? 'Answer' : 'Upload'} later date must be in the current year`,
  beforeDue: (kind: LaterKind, dueDate: string) =>
    `${kind === 'answer' ? 'Answer' : 'Upload'} later date must be before the due date: ${formatDisplayDate(dueDate)}`,
  pastDue: 'Questionnaire is past the due date',
  locked: 'Questionnaire is locked',
} as const;

/** The picker's default date, 7 UTC calendar days after today. */
export const defaultAnswerLaterDate = (now: Date): IsoDay => addDays(utcDay(now), ANSWER_LATER_DEFAULT_DAYS);

/**
 * Validates an answer-later / upload-later date (spec 001 §5), on UTC calendar days. The date must be in
 * the future, after today ('... later date must be in the future': answering later today is not later);
 * the button is disabled only for a date before today, so choosing today shows that message. It must also
 * be in the current (UTC) year and strictly before the due date, when there is one. Returns the first
 * failing message, or null.
 */
export function validateAnswerLaterDate(
  date: string,
  ctx: { now: Date; dueDate?: string | null; kind?: LaterKind },
): string | null {
  const kind = ctx.kind ?? 'answer';
  if (daysBetween(ctx.now, date) <= 0) return answerLaterMessages.future(kind);
  if (utcDay(date).slice(0, 4) !== utcDay(ctx.now).slice(0, 4)) return answerLaterMessages.currentYear(kind);
  if (ctx.dueDate && daysBetween(date, ctx.dueDate) <= 0) return answerLaterMessages.beforeDue(kind, ctx.dueDate);
  return null;
}

/** The dialog's confirm button is disabled for a date before today (spec 001 §5). */
export const isBeforeToday = (date: string, now: Date) => daysBetween(now, date) < 0;

/**
 * Why Answer Later / Upload Later is disabled (spec 001 §5), or null when it is offered: locked first
 * (a locked questionnaire is view-only), then past the due date (the due day itself is not past).
 */
export function answerLaterDisabledReason(
  q: Pick<QuestionnaireLike, 'locked' | 'due_date'>,
  now: Date,
): (typeof answerLaterMessages)['locked'] | (typeof answerLaterMessages)['pastDue'] | null {
  if (q.locked) return answerLaterMessages.locked;
  if (q.due_date && daysBetween(now, q.due_date) < 0) return answerLaterMessages.pastDue;
  return null;
}
