import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  companies,
  documents,
  extractedDocuments,
  firms,
  questionnaires,
  signatureRequests,
  taxReturns,
  users,
  workflows,
} from '../../db/schema/index.ts';

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
  const [clientAdded, questionnaireSent, returnUploaded, staff, returnSent, signatureSent, documentsRead, workflow] =
    await Promise.all([
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
      // A firm has its team when someone was invited, or when it has more staff than the one who created it (a
      // firm whose staff were imported or seeded has never sent an invitation).
      db
        .select({ invited: sql<boolean>`${users.invitedAt} is not null` })
        .from(users)
        .where(and(eq(users.firmId, firmId), eq(users.isAdvisor, true)))
        .orderBy(sql`${users.invitedAt} is null`)
        .limit(2),
      exists(
        db,
        db
          .select({ id: taxReturns.id })
          .from(taxReturns)
          .where(and(eq(taxReturns.firmId, firmId), isNotNull(taxReturns.sentAt)))
          .limit(1),
      ),
      exists(
        db,
        db
          .select({ id: signatureRequests.id })
          .from(signatureRequests)
          .where(and(eq(signatureRequests.firmId, firmId), isNotNull(signatureRequests.sentAt)))
          .limit(1),
      ),
      exists(
        db,
        db
          .select({ id: extractedDocuments.id })
          .from(extractedDocuments)
          .where(eq(extractedDocuments.firmId, firmId))
          .limit(1),
      ),
      exists(db, db.select({ id: workflows.id }).from(workflows).where(eq(workflows.firmId, firmId)).limit(1)),
    ]);
  const staffInvited = staff.length > 1 || staff.some((s) => s.invited);
  return {
    clientAdded,
    questionnaireSent,
    returnUploaded,
    staffInvited,
    returnSent,
    signatureSent,
    documentsRead,
    workflow,
  };
}
