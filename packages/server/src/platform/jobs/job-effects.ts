import { inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { jobEffects } from '../../db/schema/index.ts';

/**
 * Effects a background job has had, by key (issue 36 §1: a job done twice has the effect of once). A job that
 * sends or records something per item looks up which items are done, skips them, and records each item it does
 * right after doing it, so a run cut short by a crash and run again does only what is left. An effect recorded in
 * the same transaction as a database change is exactly once; an email recorded after its transport took it may
 * go twice only if the process dies between the two, and then carries the same Message-ID (effectMessageId), which
 * mail programs show once.
 */
export async function doneEffects(db: DbOrTx, keys: readonly string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db
    .select({ key: jobEffects.key })
    .from(jobEffects)
    .where(inArray(jobEffects.key, [...keys]));
  return new Set(rows.map((r) => r.key));
}

/** Records an effect; true when this call recorded it (false: it was done before). */
export async function recordEffect(db: DbOrTx, key: string): Promise<boolean> {
  const rows = await db.insert(jobEffects).values({ key }).onConflictDoNothing().returning({ key: jobEffects.key });
  return rows.length > 0;
}

/** Runs `effect` unless `key` is done, then records it. */
export async function onceEffect(db: DbOrTx, key: string, effect: () => Promise<unknown>): Promise<boolean> {
  if ((await doneEffects(db, [key])).has(key)) return false;
  await effect();
  await recordEffect(db, key);
  return true;
}

/** A Message-ID that is the same each time the effect is attempted, so a repeat reads as the same email. */
export const effectMessageId = (key: string, publicUrl: string) =>
  `<${key.replace(/[^A-Za-z0-9.-]+/g, '.')}@${new URL(publicUrl).hostname || 'portal'}>`;

/** Records kept longer than any job retries (the daily purge). */
export const purgeOldEffects = (db: DbOrTx, now: Date) =>
  db.delete(jobEffects).where(lt(jobEffects.doneAt, sql`${new Date(now.getTime() - 30 * 24 * 3600_000)}`));
