import { describe, expect, it } from 'vitest';
import {
  answerLaterDisabledReason,
  answerLaterMessages,
  defaultAnswerLaterDate,
  isBeforeToday,
  validateAnswerLaterDate,
} from './answer-later.ts';
import { addDays, daysBetween, formatDisplayDate, utcDay } from '../common/calendar-days.ts';

const now = new Date('2026-06-10T22:00:00.000Z');

describe('validateAnswerLaterDate', () => {
  it.each([
    ['2026-06-09', null, 'Answer later date must be in the future'],
    // Today is not later: the date must be after today.
    ['2026-06-10', null, 'Answer later date must be in the future'],
    ['2026-06-11', null, null],
    ['2027-01-01', null, 'Answer later date must be in the current year'],
    ['2026-12-31', null, null],
    ['2026-06-19', '2026-06-20', null],
    ['2026-06-20', '2026-06-20', 'Answer later date must be before the due date: Jun 20, 2026'],
    ['2026-06-21', '2026-06-20', 'Answer later date must be before the due date: Jun 20, 2026'],
    ['2026-06-05', '2026-06-20', 'Answer later date must be in the future'],
  ])('%s with due %s', (date, dueDate, message) => {
    expect(validateAnswerLaterDate(date, { now, dueDate })).toBe(message);
  });
  it('uses the Upload wording for Upload Later', () => {
    expect(validateAnswerLaterDate('2026-06-01', { now, kind: 'upload' })).toBe(
      'Upload later date must be in the future',
    );
    expect(validateAnswerLaterDate('2027-02-01', { now, kind: 'upload' })).toBe(
      'Upload later date must be in the current year',
    );
    expect(validateAnswerLaterDate('2026-07-01', { now, kind: 'upload', dueDate: '2026-06-30' })).toBe(
      'Upload later date must be before the due date: Jun 30, 2026',
    );
  });
  it('defaults to 7 UTC days ahead, across a month end', () => {
    expect(defaultAnswerLaterDate(now)).toBe('2026-06-17');
    expect(defaultAnswerLaterDate(new Date('2026-12-28T23:59:00Z'))).toBe('2027-01-04');
  });
  it('disables the button for a date before today only', () => {
    expect(isBeforeToday('2026-06-09', now)).toBe(true);
    expect(isBeforeToday('2026-06-10', now)).toBe(false);
  });
});

describe('answerLaterDisabledReason', () => {
  it('locked first, then past the due date; the due day itself is allowed', () => {
    expect(answerLaterDisabledReason({ locked: true, due_date: '2026-01-01' }, now)).toBe('Questionnaire is locked');
    expect(answerLaterDisabledReason({ locked: false, due_date: '2026-06-09' }, now)).toBe(
      'Questionnaire is past the due date',
    );
    expect(answerLaterDisabledReason({ locked: false, due_date: '2026-06-10' }, now)).toBeNull();
    expect(answerLaterDisabledReason({ locked: false, due_date: null }, now)).toBeNull();
    expect(answerLaterMessages.pastDue).toBe('Questionnaire is past the due date');
  });
});

describe('questionnaire dates', () => {
  it('takes UTC calendar days of dates and timestamps', () => {
    expect(utcDay('2026-06-10')).toBe('2026-06-10');
    expect(utcDay('2026-06-10T23:59:59-05:00')).toBe('2026-06-11');
    expect(() => utcDay('nope')).toThrow(RangeError);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(daysBetween('2026-03-28T23:00:00Z', '2026-03-30T00:30:00Z')).toBe(2);
    expect(formatDisplayDate('2026-01-05T10:00:00Z')).toBe('Jan 5, 2026');
  });
});
