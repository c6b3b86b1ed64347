import { addDays, daysBetween, utcDay, type IsoDay } from '../common/calendar-days.ts';
import type { QuestionnaireLike } from './questionnaire.types.ts';

/** Reminders due "today" go out only before this UTC hour; later, the reminder moves to tomorrow. */
export const REMINDER_CUTOFF_UTC_HOUR = 10;
/** "Today" is used as a last resort only when the due date is more than this many days away. */
export const REMINDER_MIN_DAYS_BEFORE_DUE = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

type ReminderInput = Pick<
  QuestionnaireLike,
  'due_date' | 'locked' | 'reminders_disabled' | 'completed' | 'last_followed_up' | 'sent_at' | 'earliest_remind_date'
>;

/**
 * The "Next reminder date" (spec 001 §4), as a UTC calendar day, or null:
 * 1. none without a due date, when locked, reminders disabled or completed (and, ours, never sent);
 * 2. base = last follow-up (else sent date) + the firm's reminder frequency in days;
 * 3. if the base is before now: today when now is before 10:00 UTC, else tomorrow;
 * 4. that date is used if it is before the due date and after the earliest remind date (if any);
 * 5. otherwise the earliest remind date, if it is on or after that date and before the due date;
 * 6. otherwise today, if the earliest remind date is after both that date and the due date and the due
 *    date is more than 3 days away;
 * 7. otherwise none.
 * "The base" in 5 and 6 is the date after step 3: a base already in the past has been moved to today or
 * tomorrow, and comparing against the stale one would pick remind dates in the past. Dates compare as days.
 */
export function nextReminderDate(q: ReminderInput, reminderFrequencyDays: number, now: Date): IsoDay | null {
  if (!q.due_date || q.locked || q.reminders_disabled || q.completed) return null;
  const from = q.last_followed_up ?? q.sent_at;
  if (!from) return null;

  const baseInstant = new Date(Date.parse(from) + reminderFrequencyDays * DAY_MS);
  const today = utcDay(now);
  let base = utcDay(baseInstant);
  if (baseInstant.getTime() < now.getTime()) {
    base = now.getUTCHours() < REMINDER_CUTOFF_UTC_HOUR ? today : addDays(today, 1);
  }

  const due = utcDay(q.due_date);
  const earliest = q.earliest_remind_date ? utcDay(q.earliest_remind_date) : null;

  if (base < due && (earliest === null || base > earliest)) return base;
  if (earliest !== null && earliest >= base && earliest < due) return earliest;
  if (
    earliest !== null &&
    earliest > base &&
    earliest > due &&
    daysBetween(today, due) > REMINDER_MIN_DAYS_BEFORE_DUE
  ) {
    return today;
  }
  return null;
}

/** Reminders go only to questionnaires that are not locked or completed and have them enabled (spec 001 §4). */
export const canSendReminder = (q: Pick<QuestionnaireLike, 'locked' | 'completed' | 'reminders_disabled'>) =>
  !q.locked && !q.completed && !q.reminders_disabled;
