import { describe, expect, it } from 'vitest';
import { PROCESSING_POLL, processingPollDelay } from './processing-poll.ts';

describe('the processing poll (spec 001 §7)', () => {
  const now = Date.parse('2026-03-01T10:00:00Z');
  const upload = (status: string, secondsAgo: number) => ({
    status,
    created_at: new Date(now - secondsAgo * 1000).toISOString(),
  });

  it('does not poll when nothing processes', () => {
    expect(processingPollDelay([], now)).toBe(false);
    expect(processingPollDelay([upload('split_succeeded', 5)], now)).toBe(false);
  });

  it('reads every second while an upload of the last 132 s processes', () => {
    expect(processingPollDelay([upload('processing', 0)], now)).toBe(1000);
    expect(processingPollDelay([upload('processing', 132)], now)).toBe(1000);
    // The newest processing upload counts: an old one beside a fresh one is still followed every second.
    expect(processingPollDelay([upload('processing', 600), upload('processing', 10)], now)).toBe(1000);
  });

  it('backs off by 1.05 a second after that, to at most 30 s, and never stops while one processes', () => {
    const at = (s: number) => processingPollDelay([upload('processing', s)], now) as number;
    expect(at(133)).toBe(Math.round(1000 * 1.05 ** 13));
    expect(at(180)).toBeGreaterThan(at(150));
    expect(at(3600)).toBe(PROCESSING_POLL.maxMs);
  });
});
