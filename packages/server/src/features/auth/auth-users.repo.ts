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
