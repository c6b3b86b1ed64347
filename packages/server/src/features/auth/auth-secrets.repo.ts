import { and, count, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { AppError, authMessages } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { authPolicy } from './auth-policy.ts';
import { authSecrets } from '../../db/schema/index.ts';

export type SecretPurpose = (typeof authSecrets.$inferInsert)['purpose'];
export type SecretRow = typeof authSecrets.$inferSelect;

export async function insertSecret(db: DbOrTx, values: typeof authSecrets.$inferInsert): Promise<SecretRow> {
  const [row] = await db.insert(authSecrets).values(values).returning();
  return row!;
}

/** By hash, whatever its state: an expired link still tells us whose it was (expired-link state). */
export async function findSecretByHash(db: DbOrTx, purposes: SecretPurpose[], secretHash: string) {
  const [row] = await db
    .select()
    .from(authSecrets)
    .where(and(eq(authSecrets.secretHash, secretHash), inArray(authSecrets.purpose, purposes)))
    .limit(1);
  return row ?? null;
}

/** The newest live code of a kind for a user: only the latest code counts. */
export async function findLatestLiveCode(db: DbOrTx, userId: number, purpose: SecretPurpose, now: Date) {
  const [row] = await db
    .select()
    .from(authSecrets)
    .where(
      and(
        eq(authSecrets.userId, userId),
        eq(authSecrets.purpose, purpose),
        isNull(authSecrets.consumedAt),
        gt(authSecrets.expiresAt, now),
      ),
    )
    .orderBy(desc(authSecrets.createdAt), desc(authSecrets.id))
    .limit(1);
  return row ?? null;
}

/** Consumes a secret once: false when it was already used (a concurrent request won). */
export async function consumeSecret(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(authSecrets)
    .set({ consumedAt: now })
    .where(and(eq(authSecrets.id, id), isNull(authSecrets.consumedAt)))
    .returning({ id: authSecrets.id });
  return rows.length === 1;
}

/**
 * Takes one of a code's attempts before it is compared, in one statement, so parallel guesses cannot
 * share an attempt. Null when the code is used up or already consumed.
 */
export async function reserveAttempt(db: DbOrTx, id: number, maxAttempts: number): Promise<number | null> {
  const [row] = await db
    .update(authSecrets)
    .set({ attempts: sql`${authSecrets.attempts} + 1` })
    .where(and(eq(authSecrets.id, id), isNull(authSecrets.consumedAt), lt(authSecrets.attempts, maxAttempts)))
    .returning({ attempts: authSecrets.attempts });
  return row?.attempts ?? null;
}

/** Codes and links sent since a time, to this user or to this address. */
async function countRecentSends(db: DbOrTx, userId: number, address: string | null, since: Date) {
  const sent: SecretPurpose[] = ['sign_in_code', 'two_factor_code', 'magic_link', 'setup_link'];
  const [row] = await db
    .select({ n: count() })
    .from(authSecrets)
    .where(
      and(
        inArray(authSecrets.purpose, sent),
        gt(authSecrets.createdAt, since),
        address ? or(eq(authSecrets.userId, userId), eq(authSecrets.address, address)) : eq(authSecrets.userId, userId),
      ),
    );
  return row?.n ?? 0;
}

/** Per user and per address: at most a few codes or links in a window (429 with the server's message). */
export async function assertSendAllowed(db: DbOrTx, userId: number, address: string | null, now: Date) {
  const since = new Date(now.getTime() - authPolicy.sendWindowMs);
  if ((await countRecentSends(db, userId, address, since)) >= authPolicy.maxSendsPerWindow) {
    throw new AppError('too_many_requests', authMessages.tooManySends);
  }
}
