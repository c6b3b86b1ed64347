import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { linkedAccounts } from '../../db/schema/index.ts';

export type LinkedAccountRow = typeof linkedAccounts.$inferSelect;

export function listLinkedAccounts(db: DbOrTx, firmId: number, userId: number) {
  return db
    .select()
    .from(linkedAccounts)
    .where(and(eq(linkedAccounts.firmId, firmId), eq(linkedAccounts.userId, userId)))
    .orderBy(asc(linkedAccounts.provider));
}

/** Whoever in the firm this outside account is already linked to. */
export async function findLinkBySubject(db: DbOrTx, firmId: number, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(linkedAccounts)
    .where(
      and(
        eq(linkedAccounts.firmId, firmId),
        eq(linkedAccounts.provider, provider),
        eq(linkedAccounts.subject, subject),
      ),
    );
  return row ?? null;
}

/** Links the user's account at this provider, replacing the one linked before. */
export async function saveLink(
  db: DbOrTx,
  row: { firmId: number; userId: number; provider: string; subject: string; email: string | null; createdAt: Date },
) {
  const [saved] = await db
    .insert(linkedAccounts)
    .values(row)
    .onConflictDoUpdate({
      target: [linkedAccounts.userId, linkedAccounts.provider],
      set: { subject: row.subject, email: row.email, createdAt: row.createdAt },
    })
    .returning();
  return saved!;
}

export async function deleteLink(db: DbOrTx, firmId: number, userId: number, id: number) {
  const [gone] = await db
    .delete(linkedAccounts)
    .where(and(eq(linkedAccounts.firmId, firmId), eq(linkedAccounts.userId, userId), eq(linkedAccounts.id, id)))
    .returning();
  return gone ?? null;
}
