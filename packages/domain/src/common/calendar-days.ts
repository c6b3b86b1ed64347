/**
 * Calendar-day arithmetic for the portal's date rules (questionnaires, signatures, tax returns). The spec states its one clock rule in UTC
 * (the 10:00 UTC reminder cut-off), so every "today", "tomorrow" and "N days" here is a UTC calendar
 * day: a due date of '2026-03-10' is due today for the whole of March 10 UTC, whatever the hour.
 * Days are ISO strings 'YYYY-MM-DD', which compare correctly as strings.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export type IsoDay = string;

/** The UTC calendar day of an instant or of a date/date-time string ('2026-03-10' or an ISO timestamp). */
export function utcDay(value: Date | string): IsoDay {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return d.toISOString().slice(0, 10);
}

const dayToMs = (day: IsoDay) => Date.parse(`${day}T00:00:00.000Z`);

export const addDays = (day: IsoDay, days: number): IsoDay =>
  new Date(dayToMs(day) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: Date | string, to: Date | string): number =>
  Math.round((dayToMs(utcDay(to)) - dayToMs(utcDay(from))) / DAY_MS);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The spec's display format 'MMM D, YYYY' (spec 001 §9), of the UTC calendar day. */
export function formatDisplayDate(value: Date | string): string {
  const [y, m, d] = utcDay(value).split('-').map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/** Whether a value is a real calendar day written YYYY-MM-DD ('2026-02-30' is not). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = dayToMs(value);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}
