import { daysBetween } from '../common/calendar-days.ts';
import type { QuestionnaireLike } from './questionnaire.types.ts';

/**
 * Dates here are UTC calendar days (see questionnaire-dates.ts): "today" is the UTC day of `now`,
 * and a due date counts as a day, whatever time a timestamp carries.
 */

export type ClientCardStatus = 'locked' | 'completed' | 'in_progress' | 'opened' | 'ready_to_start';

/**
 * The card's status (spec 001 §4: opened, in_progress, completed, locked), most final first; a card
 * that was never opened is ready_to_start (the §9 item display status).
 */
export function clientCardStatus(
  q: Pick<QuestionnaireLike, 'locked' | 'completed' | 'in_progress' | 'opened'>,
): ClientCardStatus {
  if (q.locked) return 'locked';
  if (q.completed) return 'completed';
  if (q.in_progress) return 'in_progress';
  if (q.opened) return 'opened';
  return 'ready_to_start';
}

/** Item display status (spec 001 §9): locked, completed, opened, otherwise ready_to_start. In progress implies opened. */
export function itemDisplayStatus(
  q: Pick<QuestionnaireLike, 'locked' | 'completed' | 'in_progress' | 'opened'>,
): 'locked' | 'completed' | 'opened' | 'ready_to_start' {
  const status = clientCardStatus(q);
  return status === 'in_progress' ? 'opened' : status;
}

export type ClientCardButton = 'Start' | 'Continue' | 'View' | 'Preview Questionnaire';

/**
 * The card's button (spec 001 §2, §4): Preview Questionnaire in admin mode; View when locked, completed or
 * read-only; Continue when opened (an in-progress questionnaire has been opened); otherwise Start.
 */
export function clientCardButton(
  q: Pick<QuestionnaireLike, 'locked' | 'completed' | 'in_progress' | 'opened'>,
  opts: { readOnly?: boolean; adminMode?: boolean } = {},
): ClientCardButton {
  if (opts.adminMode) return 'Preview Questionnaire';
  if (q.locked || q.completed || opts.readOnly) return 'View';
  if (q.opened || q.in_progress) return 'Continue';
  return 'Start';
}

export interface DueBadge {
  kind: 'due_in' | 'due_today' | 'overdue';
  /** Calendar days until the due date (negative when overdue). */
  days: number;
  label: string;
  /** The spec styles only 'Due Today!' as danger. */
  danger: boolean;
}

const plural = (n: number) => (n === 1 ? 'day' : 'days');

/**
 * The due badge (spec 001 §4): 'Due Today!' within 1 day, that is due today or tomorrow (UTC calendar
 * days), in the danger style; further off 'Due in N days'; past 'Overdue N days ago' (for N = 1 we say
 * 'day'). None without a due date.
 */
export function dueBadge(dueDate: string | null | undefined, now: Date): DueBadge | null {
  if (!dueDate) return null;
  const days = daysBetween(now, dueDate);
  if (days === 0 || days === 1) return { kind: 'due_today', days, label: 'Due Today!', danger: true };
  if (days > 0) return { kind: 'due_in', days, label: `Due in ${days} ${plural(days)}`, danger: false };
  return { kind: 'overdue', days, label: `Overdue ${-days} ${plural(-days)} ago`, danger: false };
}

/**
 * The due badge a client's card shows (issue 38 §3): none once the questionnaire is completed or locked, when
 * nothing is left for the client to do by that date ('Completed' beside 'Due in 14 days' reads as a task).
 */
export function clientCardDueBadge(
  q: Pick<QuestionnaireLike, 'locked' | 'completed' | 'in_progress' | 'opened'> & { due_date?: string | null },
  now: Date,
): DueBadge | null {
  const status = clientCardStatus(q);
  if (status === 'completed' || status === 'locked') return null;
  return dueBadge(q.due_date, now);
}

export const NEXT_WEEK_DAYS = 7;
export type AdminDueFlag = 'Next Week' | 'Past Due';

/**
 * The admin list's due-date flag (spec 001 §4): 'Past Due' before today; 'Next Week' when due today or
 * within the next 7 days (the spec names the flag, not its window; we read it as the coming 7 days).
 */
export function adminDueFlag(dueDate: string | null | undefined, now: Date): AdminDueFlag | null {
  if (!dueDate) return null;
  const days = daysBetween(now, dueDate);
  if (days < 0) return 'Past Due';
  if (days <= NEXT_WEEK_DAYS) return 'Next Week';
  return null;
}
