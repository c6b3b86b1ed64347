import { addDays, type IsoDay } from '../common/calendar-days.ts';
import type { SendFrequency } from './send.schemas.ts';

const MONTH_STEPS: Partial<Record<SendFrequency, number>> = { monthly: 1, quarterly: 3, yearly: 12 };

const parts = (day: IsoDay) => day.split('-').map(Number) as [number, number, number];
const daysInMonth = (year: number, month1: number) => new Date(Date.UTC(year, month1, 0)).getUTCDate();
const iso = (year: number, month1: number, d: number) =>
  `${String(year).padStart(4, '0')}-${String(month1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The month `months` after the day's month, on `dayOfMonth` or that month's last day when it is shorter. */
function monthsLater(day: IsoDay, months: number, dayOfMonth: number): IsoDay {
  const [y, m] = parts(day);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month1 = (index % 12) + 1;
  return iso(year, month1, Math.min(dayOfMonth, daysInMonth(year, month1)));
}

/**
 * The send after one made on `previous` (spec 001 §4 frequencies), or null for 'once'. Monthly,
 * quarterly and yearly keep the first send's day of the month (`anchor`), falling back to a shorter
 * month's last day (Jan 31 → Feb 28 → Mar 31); month_end is the next month's last day and month_start
 * the next month's first.
 */
export function nextSendDate(frequency: SendFrequency, previous: IsoDay, anchor: IsoDay = previous): IsoDay | null {
  switch (frequency) {
    case 'once':
      return null;
    case 'weekly':
      return addDays(previous, 7);
    case 'month_end': {
      const [y, m, d] = parts(previous);
      const end = daysInMonth(y, m);
      return d < end ? iso(y, m, end) : monthsLater(previous, 1, 31);
    }
    case 'month_start':
      return monthsLater(previous, 1, 1);
    default:
      return monthsLater(previous, MONTH_STEPS[frequency]!, parts(anchor)[2]);
  }
}
