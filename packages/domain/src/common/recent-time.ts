/** Spec 001 §9, 002 §9: 'Just-now: within 12 seconds'; 'Recent item: within 24 hours'. */
export const JUST_NOW_MS = 12_000;
export const RECENT_MS = 24 * 60 * 60 * 1000;

const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'} ago`;

/**
 * How long ago something happened, for a recent item: 'just now' within 12 seconds, then seconds, minutes
 * or hours ago within 24 hours. Null for older items (and for a time ahead of the clock by more than the
 * just-now window), which screens show as a date.
 */
export function recentTimeLabel(at: Date | string, now: Date): string | null {
  const ms = now.getTime() - new Date(at).getTime();
  if (Number.isNaN(ms) || ms < -JUST_NOW_MS || ms >= RECENT_MS) return null;
  if (ms <= JUST_NOW_MS) return 'just now';
  if (ms < 60_000) return unit(Math.floor(ms / 1000), 'second');
  if (ms < 3_600_000) return unit(Math.floor(ms / 60_000), 'minute');
  return unit(Math.floor(ms / 3_600_000), 'hour');
}
