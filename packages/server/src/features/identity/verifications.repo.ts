import { and, desc, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
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

/** When a check passed: the provider's event, else when the portal recorded it. */
export const verifiedAt = (row: VerificationRow) => row.eventAt ?? row.updatedAt;

/**
 * The person's newest passed check at the firm since `since`, for another subject than this one (one check
 * per sitting, issue 37 §2). A row that itself reused a check carries that check's time, so reusing never
 * stretches the window.
 */
export async function recentPassedCheck(
  db: DbOrTx,
  firmId: number,
  userId: number,
  since: Date,
  subject: VerificationSubject,
) {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(
      and(
        eq(identityVerifications.firmId, firmId),
        eq(identityVerifications.userId, userId),
        eq(identityVerifications.status, 'verified'),
        isNull(identityVerifications.errorCode),
        gte(identityVerifications.eventAt, since),
        or(ne(identityVerifications.subjectType, subject.type), ne(identityVerifications.subjectId, subject.id)),
      ),
    )
    .orderBy(desc(identityVerifications.eventAt), desc(identityVerifications.id))
    .limit(1);
  return row ?? null;
}

/** A subject's row relying on another's passed check; null when it was made already (two pages at once). */
export async function insertReusedCheck(
  db: DbOrTx,
  original: VerificationRow,
  subject: VerificationSubject,
  now: Date,
) {
  const source = original.reusedFromId ?? original.id;
  const [row] = await db
    .insert(identityVerifications)
    .values({
      firmId: original.firmId,
      userId: original.userId,
      subjectType: subject.type,
      subjectId: subject.id,
      provider: original.provider,
      // One reuse of a check per subject: a second attempt meets the unique session id.
      sessionId: `reuse:${source}:${subject.type}:${subject.id}`,
      status: 'verified',
      eventAt: verifiedAt(original),
      reusedFromId: source,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: identityVerifications.sessionId })
    .returning();
  return row ?? null;
}

/** Rows by id (the checks reused rows rely on, for the checks dialog and the evidence). */
export function verificationsById(db: DbOrTx, ids: number[]) {
  if (!ids.length) return Promise.resolve([] as VerificationRow[]);
  return db.select().from(identityVerifications).where(inArray(identityVerifications.id, ids));
}

/**
 * The spec's aggregate (spec 002 §4) in SQL, to filter a list by it: the lines of aggregateVerification in the
 * same order, over each signer's newest check of the subject (`subjectId`, a column of the outer query), and
 * `expected` checks (one per signer). Its agreement with the rule is tested through the Deliver filter.
 */
export function aggregateVerificationSql(
  firmId: number,
  type: VerificationSubject['type'],
  subjectId: SQL,
  expected: SQL,
) {
  return sql<string>`(select case
      when count(*) = 0 then 'not_started'
      when count(*) < (${expected}) or bool_or(l.status = 'requires_input') then 'requires_input'
      when bool_or(l.error_code is not null or l.status = 'failed') then 'failed'
      when bool_or(l.status = 'processing') then 'processing'
      when bool_and(l.status = 'verified') then 'verified'
      else 'canceled' end
    from (select distinct on (v.user_id) v.status, v.error_code
      from ${identityVerifications} v
      where v.firm_id = ${firmId} and v.subject_type = ${type} and v.subject_id = ${subjectId}
      order by v.user_id, v.created_at desc, v.id desc) l)`;
}
