import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firms, linkedAccounts, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

const sameEmail = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;

/**
 * Sign-in looks an email up across firms: a person may be a client of several firms, each with its own
 * record. The one they used last comes first.
 */
export async function findUsersByEmail(db: DbOrTx, email: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(sameEmail(email), isNull(users.deletedAt)))
    .orderBy(sql`${users.lastSignInAt} desc nulls last`, users.id)
    .limit(MAX_FIRMS_PER_EMAIL);
}

/**
 * The live users an outside sign-in (provider + subject) is linked to, one per firm at most (the link's unique
 * index), the one used last first.
 */
export async function findUsersByLinkedAccount(db: DbOrTx, provider: string, subject: string): Promise<UserRow[]> {
  const rows = await db
    .select({ user: users })
    .from(linkedAccounts)
    .innerJoin(users, and(eq(users.id, linkedAccounts.userId), eq(users.firmId, linkedAccounts.firmId)))
    .where(and(eq(linkedAccounts.provider, provider), eq(linkedAccounts.subject, subject), isNull(users.deletedAt)))
    .orderBy(sql`${users.lastSignInAt} desc nulls last`, users.id)
    .limit(MAX_FIRMS_PER_EMAIL);
  return rows.map((r) => r.user);
}

/** A firm's own live user with this email (an email is one person within a firm). */
export async function findFirmUserByEmail(db: DbOrTx, firmId: number, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.firmId, firmId), sameEmail(email), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** How many firms' records one sign-in considers: a bound, so a lookup never reads without limit. */
export const MAX_FIRMS_PER_EMAIL = 20;

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

/** The firm a login page belongs to, by its subdomain. */
export async function firmIdBySubdomain(db: DbOrTx, subdomain: string): Promise<number | null> {
  const [row] = await db
    .select({ id: firms.id })
    .from(firms)
    .where(sql`lower(${firms.subdomainUrl}) = ${subdomain.toLowerCase()}`)
    .limit(1);
  return row?.id ?? null;
}

/** The n-th of the portal's firms (n taken modulo their number, by id), in one query; null with none. */
export async function nthFirmId(db: DbOrTx, n: number): Promise<number | null> {
  const [row] = await db
    .select({ id: firms.id })
    .from(firms)
    .where(
      sql`${firms.id} = (select f.id from ${firms} f order by f.id
        offset ${n} % greatest((select count(*) from ${firms}), 1) limit 1)`,
    )
    .limit(1);
  return row?.id ?? null;
}
