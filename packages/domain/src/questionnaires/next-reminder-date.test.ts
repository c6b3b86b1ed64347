import { describe, expect, it } from 'vitest';
import { canSendReminder, nextReminderDate } from './next-reminder-date.ts';

const FREQ = 7;
const base = {
  due_date: '2026-06-30',
  locked: false,
  reminders_disabled: false,
  completed: false,
  last_followed_up: null as string | null,
  sent_at: '2026-06-01T12:00:00.000Z' as string | null,
  earliest_remind_date: null as string | null,
};
const MORNING = '2026-06-03T09:59:59.000Z'; // before 10:00 UTC
const AFTERNOON = '2026-06-03T10:00:00.000Z'; // at the cut-off: no longer before

describe('nextReminderDate', () => {
  it.each([
    ['no due date', { due_date: null }, MORNING, null],
    ['locked', { locked: true }, MORNING, null],
    ['reminders disabled', { reminders_disabled: true }, MORNING, null],
    ['completed', { completed: true }, MORNING, null],
    ['never sent (no follow-up, no sent date)', { sent_at: null }, MORNING, null],
    // base = sent 06-01 + 7 = 06-08, after now: used as is
    ['base after now, before due, no earliest', {}, MORNING, '2026-06-08'],
    [
      'base from the last follow-up, not the sent date',
      { last_followed_up: '2026-06-02T08:00:00.000Z' },
      MORNING,
      '2026-06-09',
    ],
    // base before now: today before 10:00 UTC, else tomorrow
    ['base before now, before 10:00 UTC -> today', { sent_at: '2026-05-20T12:00:00.000Z' }, MORNING, '2026-06-03'],
    [
      'base before now, at/after 10:00 UTC -> tomorrow',
      { sent_at: '2026-05-20T12:00:00.000Z' },
      AFTERNOON,
      '2026-06-04',
    ],
    [
      'base later today (not before now) keeps its day',
      { sent_at: '2026-05-27T11:00:00.000Z' },
      AFTERNOON,
      '2026-06-03',
    ],
    // earliest remind date before the base: the base is used
    ['earliest before base -> base', { earliest_remind_date: '2026-06-05' }, MORNING, '2026-06-08'],
    // earliest remind date on/after the base and before due: the earliest is used
    ['earliest equal to base -> earliest', { earliest_remind_date: '2026-06-08' }, MORNING, '2026-06-08'],
    ['earliest after base, before due -> earliest', { earliest_remind_date: '2026-06-20' }, MORNING, '2026-06-20'],
    [
      'earliest after base, on the due date -> not usable; due > 3 days -> none (earliest not after due)',
      { earliest_remind_date: '2026-06-30' },
      MORNING,
      null,
    ],
    // earliest after both base and due: today when the due date is more than 3 days away
    [
      'earliest after base and due, due > 3 days away -> today',
      { earliest_remind_date: '2026-07-15' },
      MORNING,
      '2026-06-03',
    ],
    [
      'earliest after base and due, due exactly 3 days away -> none',
      { due_date: '2026-06-06', earliest_remind_date: '2026-07-15', sent_at: '2026-05-20T12:00:00.000Z' },
      MORNING,
      null,
    ],
    [
      'earliest after base and due, due 4 days away -> today',
      { due_date: '2026-06-07', earliest_remind_date: '2026-07-15', sent_at: '2026-05-31T12:00:00.000Z' },
      MORNING,
      '2026-06-03',
    ],
    // base on or after the due date
    ['base on the due date, no earliest -> none', { due_date: '2026-06-08' }, MORNING, null],
    ['base one day before the due date -> base', { due_date: '2026-06-09' }, MORNING, '2026-06-08'],
    [
      'base after due, earliest after base -> today (due > 3 days)',
      { due_date: '2026-06-07', earliest_remind_date: '2026-06-10' },
      MORNING,
      '2026-06-03',
    ],
    [
      'base after due, earliest between now and base -> none',
      { due_date: '2026-06-07', earliest_remind_date: '2026-06-05' },
      MORNING,
      null,
    ],
    ['past-due questionnaire -> none', { due_date: '2026-06-01', sent_at: '2026-05-01T00:00:00.000Z' }, MORNING, null],
    [
      'tomorrow (after cut-off) equal to the due date -> none',
      { due_date: '2026-06-04', sent_at: '2026-05-01T00:00:00.000Z' },
      AFTERNOON,
      null,
    ],
    [
      'moved base compared with earliest: earliest today before cut-off -> earliest',
      { sent_at: '2026-05-01T00:00:00.000Z', earliest_remind_date: '2026-06-03' },
      MORNING,
      '2026-06-03',
    ],
    [
      'moved base compared with earliest: earliest today after cut-off -> tomorrow',
      { sent_at: '2026-05-01T00:00:00.000Z', earliest_remind_date: '2026-06-03' },
      AFTERNOON,
      '2026-06-04',
    ],
  ] as const)('%s', (_name, patch, now, expected) => {
    expect(nextReminderDate({ ...base, ...patch }, FREQ, new Date(now))).toBe(expected);
  });

  it('adds the firm frequency in days', () => {
    expect(nextReminderDate(base, 3, new Date(MORNING))).toBe('2026-06-04');
    expect(nextReminderDate(base, 14, new Date(MORNING))).toBe('2026-06-15');
  });
});

describe('canSendReminder', () => {
  it('only for questionnaires not locked, not completed, reminders on', () => {
    expect(canSendReminder({ locked: false, completed: false, reminders_disabled: false })).toBe(true);
    expect(canSendReminder({ locked: true, completed: false, reminders_disabled: false })).toBe(false);
    expect(canSendReminder({ locked: false, completed: true, reminders_disabled: false })).toBe(false);
    expect(canSendReminder({ locked: false, completed: false, reminders_disabled: true })).toBe(false);
  });
});
