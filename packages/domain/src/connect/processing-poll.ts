/**
 * Spec 001 §7's processing poll: "every 1 s up to 120 s counting documents created within the last 132 s, with
 * backoff factor 1.05 and maximum 30 s". While an upload created in the last 132 s is processing, the list is
 * read every second; an older one (a long scan takes more than two minutes) is followed with the backoff, 5% longer
 * a second, at most every 30 s. Ours never stops while something still processes: a screen left open would
 * otherwise never learn that it finished.
 */
export const PROCESSING_POLL = {
  intervalMs: 1000,
  fastForMs: 120_000,
  recentMs: 132_000,
  backoff: 1.05,
  maxMs: 30_000,
} as const;

/** The wait before the next read of the list, or false when nothing processes. */
export function processingPollDelay(uploads: readonly { status: string; created_at: string }[], now: number) {
  const processing = uploads.filter((u) => u.status === 'processing');
  if (processing.length === 0) return false;
  const newest = Math.max(...processing.map((u) => Date.parse(u.created_at) || 0));
  const age = Math.max(0, now - newest);
  if (age <= PROCESSING_POLL.recentMs) return PROCESSING_POLL.intervalMs;
  const slowedFor = (age - PROCESSING_POLL.fastForMs) / 1000;
  return Math.min(PROCESSING_POLL.maxMs, Math.round(PROCESSING_POLL.intervalMs * PROCESSING_POLL.backoff ** slowedFor));
}
