import { and, desc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { identityVerifications } from '../../db/schema/index.ts';
import type { VerificationEvent } from '../../platform/identity/identity-provider.ts';

export type VerificationRow = typeof identityVerifications.$inferSelect;
export type VerificationInsert = typeof identityVerifications.$inferInsert;

/** What identity checks are for: a signed subject, as the evidence names it. */
export interface VerificationSubject {
  type: 'signature_request' | 'tax_return';
  id: number;
}

export async function insertVerification(db: DbOrTx, row: VerificationInsert) {
  const [inserted] = await db.insert(identityVerifications).values(row).returning();
  return inserted!;
}

/** Every check of the subjects' signers, newest first (a page of a list: a few subjects at a time). */
export function verificationsOf(db: DbOrTx, firmId: number, type: VerificationSubject['type'], ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(identityVerifications)
    .where(
      and(
        eq(identityVerifications.firmId, firmId),
        eq(identityVerifications.subjectType, type),
        inArray(identityVerifications.subjectId, ids),
      ),
    )
    .orderBy(desc(identityVerifications.createdAt), desc(identityVerifications.id));
}

export { claimWebhookEvent } from '../../db/webhook-events.ts';

/** Applies the event's result unless a newer one was applied already (events may arrive out of order). */
export async function applyVerificationEvent(db: DbOrTx, provider: string, e: VerificationEvent, now: Date) {
  const [row] = await db
    .update(identityVerifications)
    .set({
      status: e.status,
      errorCode: e.errorCode,
      errorDescription: e.errorDescription,
      eventAt: e.createdAt,
      updatedAt: now,
    })
    .where(
      and(
        eq(identityVerifications.provider, provider as VerificationRow['provider']),
        eq(identityVerifications.sessionId, e.sessionId),
        or(isNull(identityVerifications.eventAt), lte(identityVerifications.eventAt, e.createdAt)),
      ),
    )
    .returning();
  return row ?? null;
}
