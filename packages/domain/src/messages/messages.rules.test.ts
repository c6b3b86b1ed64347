import { describe, expect, it } from 'vitest';
import {
  autoReminderDue,
  canUnsend,
  defaultScheduleTime,
  isFutureTime,
  participantsSummary,
  previewText,
  timeframeStart,
} from './messages.rules.ts';

const at = (iso: string) => new Date(iso);

describe('canUnsend', () => {
  const created = '2026-03-01T10:00:00.000Z';
  it('allows unsending within 30 seconds of creation, not after', () => {
    expect(canUnsend({ created_at: created, scheduled: false }, at('2026-03-01T10:00:30.000Z'))).toBe(true);
    expect(canUnsend({ created_at: created, scheduled: false }, at('2026-03-01T10:00:30.001Z'))).toBe(false);
  });
  it('allows unsending a scheduled message any time before it goes', () => {
    expect(canUnsend({ created_at: created, scheduled: true }, at('2026-03-05T10:00:00.000Z'))).toBe(true);
  });
});

describe('scheduling', () => {
  it('defaults to tomorrow at 09:00 local time, across month and year ends', () => {
    const d = defaultScheduleTime(new Date(2026, 11, 31, 22, 15));
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()]).toEqual([2027, 0, 1, 9, 0]);
  });
  it('needs a time in the future', () => {
    const now = at('2026-03-01T10:00:00.000Z');
    expect(isFutureTime(at('2026-03-01T10:00:00.001Z'), now)).toBe(true);
    expect(isFutureTime(now, now)).toBe(false);
  });
});

describe('previews and participants', () => {
  it('truncates previews at 48 characters on one line', () => {
    expect(previewText('Hello\n  there')).toBe('Hello there');
    expect(previewText('x'.repeat(48))).toBe('x'.repeat(48));
    expect(previewText('x'.repeat(49))).toBe(`${'x'.repeat(48)}…`);
  });
  it('names two participants, then counts the rest', () => {
    expect(participantsSummary(['Ann'])).toBe('Ann');
    expect(participantsSummary(['Ann', 'Bo'])).toBe('Ann, Bo');
    expect(participantsSummary(['Ann', 'Bo', 'Cy', 'Di'])).toBe('Ann, Bo and 2 more');
  });
});

describe('autoReminderDue', () => {
  const delivered = at('2026-03-01T09:00:00.000Z');
  it('is due every 3 days after delivery', () => {
    expect(autoReminderDue(delivered, 0, at('2026-03-04T08:59:59.000Z'))).toBe(false);
    expect(autoReminderDue(delivered, 0, at('2026-03-04T09:00:00.000Z'))).toBe(true);
    expect(autoReminderDue(delivered, 1, at('2026-03-05T09:00:00.000Z'))).toBe(false);
    expect(autoReminderDue(delivered, 1, at('2026-03-07T09:00:00.000Z'))).toBe(true);
  });
  it('stops after a month: the tenth reminder is the last', () => {
    expect(autoReminderDue(delivered, 9, at('2026-04-01T09:00:00.000Z'))).toBe(true);
    expect(autoReminderDue(delivered, 10, at('2026-06-01T09:00:00.000Z'))).toBeNull();
  });
});

describe('timeframeStart', () => {
  const now = at('2026-05-31T12:00:00.000Z');
  it.each([
    ['all_time', null],
    ['last_week', '2026-05-24T12:00:00.000Z'],
    ['last_month', '2026-04-30T12:00:00.000Z'],
    ['last_quarter', '2026-02-28T12:00:00.000Z'],
    ['last_year', '2025-05-31T12:00:00.000Z'],
  ] as const)('%s starts at %s', (tf, iso) => {
    expect(timeframeStart(tf, now)?.toISOString() ?? null).toBe(iso);
  });
  it('a year back from February 29 is February 28', () => {
    expect(timeframeStart('last_year', at('2028-02-29T00:00:00.000Z'))?.toISOString()).toBe('2027-02-28T00:00:00.000Z');
  });
});
