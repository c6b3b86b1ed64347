import type { CalendarAriaLabels } from '@mantine/dates';

/** Names for the calendar's buttons, which otherwise show only arrows. */
export const CALENDAR_ARIA_LABELS: CalendarAriaLabels = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

const BIRTH = /\b(birth|born|dob)\b/i;
/** Where a blank date-of-birth picker opens: forty years back, a decade at a time. */
export const BIRTH_YEARS_BACK = 40;

/**
 * Where a blank date picker opens. A date of birth opens on the decade forty years back, so a year is
 * picked in a tap or two instead of paging back month by month from today; it cannot be in the future.
 * Other dates open on the current month, as a calendar does.
 */
export function datePickerStart(questionText: string, today: Date) {
  if (!BIRTH.test(questionText)) return {};
  const year = today.getFullYear() - BIRTH_YEARS_BACK;
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    defaultLevel: 'decade' as const,
    defaultDate: `${year}-01-01`,
    maxDate: `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`,
  };
}
