import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, documents, firms, questionnaires, users } from '../../db/schema/index.ts';

/** The firm row, locked for the rest of the transaction so two partners' saves do not interleave. */
export async function lockFirm(tx: DbOrTx, firmId: number) {
  const [row] = await tx.select().from(firms).where(eq(firms.id, firmId)).for('update').limit(1);
  return row ?? null;
}

export async function subdomainTakenByOther(db: DbOrTx, firmId: number, subdomain: string): Promise<boolean> {
  const [row] = await db
    .select({ id: firms.id })
    .from(firms)
    .where(and(sql`lower(${firms.subdomainUrl}) = ${subdomain.toLowerCase()}`, ne(firms.id, firmId)))
    .limit(1);
  return !!row;
}

export async function updateFirmRow(tx: DbOrTx, firmId: number, values: Partial<typeof firms.$inferInsert>) {
  const [row] = await tx
    .update(firms)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(firms.id, firmId))
    .returning();
  return row!;
}

const exists = async (db: DbOrTx, query: Promise<unknown[]>) => (await query).length > 0;

/**
 * The Guide's checklist (spec 002 §3 tour_enabled): whether the firm has done each first step. Each is one
 * indexed existence check, so the cost does not grow with the firm.
 */
export async function guideProgress(db: DbOrTx, firmId: number) {
  const [clientAdded, questionnaireSent, returnUploaded, staffInvited] = await Promise.all([
    exists(
      db,
      db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.firmId, firmId), isNull(companies.deletedAt)))
        .limit(1),
    ),
    exists(
      db,
      db
        .select({ id: questionnaires.id })
        .from(questionnaires)
        .where(and(eq(questionnaires.firmId, firmId), isNotNull(questionnaires.sentAt)))
        .limit(1),
    ),
    exists(
      db,
      db
        .select({ id: documents.id })
        .from(documents)
        .innerJoin(users, eq(users.id, documents.uploadedById))
        .where(
          and(
            eq(documents.firmId, firmId),
            eq(documents.kind, 'file'),
            isNull(documents.deletedAt),
            eq(users.isAdvisor, true),
          ),
        )
        .limit(1),
    ),
    exists(
      db,
      db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.firmId, firmId), eq(users.isAdvisor, true), isNotNull(users.invitedAt)))
        .limit(1),
    ),
  ]);
  return { clientAdded, questionnaireSent, returnUploaded, staffInvited };
}
