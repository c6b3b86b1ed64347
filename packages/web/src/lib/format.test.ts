import { describe, expect, it } from 'vitest';
import { formatWhen } from './format';

const now = new Date('2026-11-27T12:00:00.000Z');
const ago = (s: number) => new Date(now.getTime() - s * 1000).toISOString();

describe('formatWhen (spec 001 §9: just-now within 12 seconds)', () => {
  it.each([
    [11, 'just now'],
    [12, 'just now'],
    [13, '13 seconds ago'],
    [2 * 3600, '2 hours ago'],
  ])('%i s ago reads %s', (s, label) => {
    expect(formatWhen(ago(s), now)).toBe(label);
  });
  it('gives the date and time from 24 hours on', () => {
    expect(formatWhen('2026-01-02T10:00:00.000Z', now)).toMatch(/^Jan 2, 2026 \d{1,2}:00 (AM|PM)$/);
  });
});
