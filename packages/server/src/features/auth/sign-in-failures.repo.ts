import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { signInFailures } from '../../db/schema/index.ts';
import { authPolicy } from './auth-policy.ts';

/** The account-wide counter's source: guesses spread over many addresses still lock the password. */
const ACCOUNT = 'account';
export const sourceOf = (ip: string | null) => `ip:${ip ?? 'unknown'}`;

/** True while wrong passwords from this source, or from everywhere, hold the account's password locked. */
export async function passwordLocked(db: DbOrTx, userId: number, source: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ userId: signInFailures.userId })
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.userId, userId),
        inArray(signInFailures.source, [source, ACCOUNT]),
        gt(signInFailures.lockedUntil, now),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * Counts one wrong password for the source and for the account in a single statement, so parallel
 * guesses all count. A count restarts when its last failure is older than the lockout or its lock ended;
 * reaching the limit (5 per source, 100 for the account) locks the password for the lockout. `accountFailures` is
 * the account-wide count after this one: exactly one request sees each value, so a warning sent at one count is
 * sent once.
 */
export async function registerPasswordFailure(
  db: DbOrTx,
  userId: number,
  source: string,
  now: Date,
): Promise<{ locked: boolean; failures: number; accountFailures: number }> {
  const since = new Date(now.getTime() - authPolicy.lockoutMs).toISOString();
  const nowIso = now.toISOString();
  const until = new Date(now.getTime() + authPolicy.lockoutMs).toISOString();
  const stale = sql`(${signInFailures.updatedAt} < ${since}::timestamptz or ${signInFailures.lockedUntil} <= ${nowIso}::timestamptz)`;
  const next = sql`case when ${stale} then 1 else ${signInFailures.failures} + 1 end`;
  const limit = sql`case when ${signInFailures.source} = ${ACCOUNT} then ${authPolicy.maxFailedPasswordsPerAccount}::int else ${authPolicy.maxFailedPasswords}::int end`;
  const rows = await db
    .insert(signInFailures)
    .values([
      { userId, source, failures: 1, updatedAt: now },
      { userId, source: ACCOUNT, failures: 1, updatedAt: now },
    ])
    .onConflictDoUpdate({
      target: [signInFailures.userId, signInFailures.source],
      set: {
        failures: next,
        lockedUntil: sql`case when ${next} >= ${limit} then ${until}::timestamptz when ${stale} then null else ${signInFailures.lockedUntil} end`,
        updatedAt: now,
      },
    })
    .returning();
  const mine = rows.find((r) => r.source === source);
  return {
    locked: rows.some((r) => !!r.lockedUntil && r.lockedUntil > now),
    failures: mine?.failures ?? 1,
    accountFailures: rows.find((r) => r.source === ACCOUNT)?.failures ?? 1,
  };
}

/** A successful sign-in (by any means) clears every count: the owner is back. */
export async function clearPasswordFailures(db: DbOrTx, userId: number) {
  await db.delete(signInFailures).where(eq(signInFailures.userId, userId));
}
