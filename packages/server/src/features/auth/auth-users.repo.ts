import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firms, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** Sign-in looks a person up by email across firms: one email belongs to one user (unique index). */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function findUserByUid(db: DbOrTx, uid: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.uid, uid), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function updateUserAuth(
  db: DbOrTx,
  firmId: number,
  userId: number,
  values: Partial<typeof users.$inferInsert>,
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.firmId, firmId), eq(users.id, userId)));
}

export async function firmPreferencesOf(db: DbOrTx, firmId: number): Promise<unknown> {
  const [row] = await db.select({ preferences: firms.preferences }).from(firms).where(eq(firms.id, firmId)).limit(1);
  return row?.preferences;
}

/**
 * Counts one failed secret (password or code) in a single statement, so parallel guesses all count;
 * the failure that reaches the limit locks the account and starts the count again.
 */
export async function registerFailure(
  db: DbOrTx,
  user: { firmId: number; id: number },
  now: Date,
  policy: { maxFailures: number; lockoutMs: number },
): Promise<{ locked: boolean; failures: number }> {
  const reached = sql`${users.failedSignInCount} + 1 >= ${policy.maxFailures}`;
  const [row] = await db
    .update(users)
    .set({
      failedSignInCount: sql`case when ${reached} then 0 else ${users.failedSignInCount} + 1 end`,
      lockedUntil: sql`case when ${reached} then ${new Date(now.getTime() + policy.lockoutMs).toISOString()}::timestamptz else ${users.lockedUntil} end`,
    })
    .where(and(eq(users.firmId, user.firmId), eq(users.id, user.id)))
    .returning({ failures: users.failedSignInCount, lockedUntil: users.lockedUntil });
  const locked = !!row?.lockedUntil && row.lockedUntil > now;
  return { locked, failures: row?.failures ?? 0 };
}
