import type { Actor } from '@portal/domain';
import type { WriteClock } from '../../db/write-clock.ts';

type CachedActor = Actor & { sessionId: string };

interface Entry {
  actor: CachedActor;
  validUntil: number;
  epoch: number;
}

/** Enough for every signed-in tab of a large firm (a few MB); past it the oldest lookup is dropped. */
const MAX_ENTRIES = 10_000;
const caches = new WeakMap<WriteClock, Map<string, Entry>>();

/**
 * The caller a valid access token (by its hash) stands for, as the session lookup found it (issue 22: the lookup
 * was one statement of every request), kept while the database's write clock stays the same: a sign-out, a
 * rotation, a deactivation or any change to the user moves it on and empties the cache (on PostgreSQL, a change
 * made by another process a few milliseconds after it commits: postgres-write-clock.ts). An entry also ends when
 * the token or the session does.
 */
export function sessionLookupCache(writes: WriteClock) {
  let cache = caches.get(writes);
  if (!cache) caches.set(writes, (cache = new Map()));
  const entries = cache;
  return {
    get(tokenHash: string, now: Date): CachedActor | null {
      const hit = entries.get(tokenHash);
      if (!hit) return null;
      if (hit.epoch !== writes.epoch) {
        entries.clear();
        return null;
      }
      if (now.getTime() >= hit.validUntil) {
        entries.delete(tokenHash);
        return null;
      }
      return { ...hit.actor };
    },
    /** `epoch`: the write clock read before the lookup was asked (a write since makes the entry stale at once). */
    set(tokenHash: string, actor: CachedActor, validUntil: Date, epoch: number) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(tokenHash, { actor: { ...actor }, validUntil: validUntil.getTime(), epoch });
    },
  };
}
