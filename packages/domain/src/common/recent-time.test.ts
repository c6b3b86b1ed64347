import { describe, expect, it } from 'vitest';
import { recentTimeLabel } from './recent-time.ts';

const now = new Date('2026-11-27T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('recentTimeLabel (just-now within 12 seconds, recent within 24 hours)', () => {
  it.each([
    [0, 'just now'],
    [11_000, 'just now'],
    [12_000, 'just now'],
    [12_001, '12 seconds ago'],
    [13_000, '13 seconds ago'],
    [60_000, '1 minute ago'],
    [5 * 60_000, '5 minutes ago'],
    [3_600_000, '1 hour ago'],
    [23 * 3_600_000, '23 hours ago'],
  ])('%i ms ago reads %s', (ms, label) => {
    expect(recentTimeLabel(ago(ms), now)).toBe(label);
  });
  it('is null from 24 hours on, and for an unreadable time', () => {
    expect(recentTimeLabel(ago(24 * 3_600_000), now)).toBeNull();
    expect(recentTimeLabel('not a date', now)).toBeNull();
  });
  it('reads a clock slightly ahead as just now', () => {
    expect(recentTimeLabel(new Date(now.getTime() + 5_000), now)).toBe('just now');
  });
});
