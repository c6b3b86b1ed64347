import { and, eq, inArray, sql } from 'drizzle-orm';
import { deliveredStatus, nextStatuses, transitionRefusal, type TaxReturnStatus } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import {
  taxReturnFormSigners,
  taxReturnForms,
  taxReturnPaperFilings,
  taxReturns,
  taxReturnVouchers,
  users,
} from '../../db/schema/index.ts';

export type TaxReturnRecord = typeof taxReturns.$inferSelect;

/**
 * Moves a return on only from one of the statuses given: the update is the check, so two people acting at
 * once cannot both move it. Null when it was not in one of them. Every move must be one the domain's state
 * machine allows: asking for another is a mistake in the code, not in the request.
 */
export async function moveReturn(
  db: DbOrTx,
  id: number,
  from: readonly TaxReturnStatus[],
  to: TaxReturnStatus,
  values: Partial<typeof taxReturns.$inferInsert> = {},
) {
  const illegal = from.find((status) => !nextStatuses(status).includes(to));
  if (illegal) throw new Error(`A tax return cannot move from ${illegal} to ${to}`);
  const [row] = await db
    .update(taxReturns)
    .set({ ...values, status: to, updatedAt: sql`now()` })
    .where(and(eq(taxReturns.id, id), inArray(taxReturns.status, [...from])))
    .returning();
  return row ?? null;
}

/**
 * Holds the return's row for the caller's transaction, so changes that decide together whether it is all
 * signed or all paid (two signers, two vouchers) take turns and each sees the other's.
 */
export async function lockReturn(tx: DbOrTx, id: number) {
  await tx.select({ id: taxReturns.id }).from(taxReturns).where(eq(taxReturns.id, id)).for('update');
}

/** Statuses that follow the signers and payers by themselves (deliveredStatus); the firm closes the others. */
const FOLLOWING: readonly TaxReturnStatus[] = ['sent', 'signed', 'paid', 'invoice_paid'];

/**
 * After a signature, a voucher recorded paid or unpaid, or the invoice changed (`values`): all_paid is read
 * again from the vouchers and the return moves as the state machine allows (signed, paid once signed, back
 * to signed when a payment is undone). In the caller's transaction, holding the return so that two signers
 * or payers take turns and each sees the other's.
 */
export async function followProgress(tx: DbOrTx, id: number, values: Partial<typeof taxReturns.$inferInsert> = {}) {
  await lockReturn(tx, id);
  const unpaid = await tx
    .select({ id: taxReturnVouchers.id })
    .from(taxReturnVouchers)
    .where(and(eq(taxReturnVouchers.taxReturnId, id), sql`${taxReturnVouchers.paidAt} is null`))
    .limit(1);
  const [r] = await tx
    .update(taxReturns)
    .set({ ...values, allPaid: unpaid.length === 0, updatedAt: sql`now()` })
    .where(eq(taxReturns.id, id))
    .returning();
  const progress = { allSigned: r!.allSigned, allPaid: r!.allPaid, invoicePaid: r!.invoicePaid };
  const next = deliveredStatus(progress);
  let status = r!.status;
  if (FOLLOWING.includes(status) && next !== status && transitionRefusal(status, next, progress) === null)
    status = (await moveReturn(tx, id, [status], next))?.status ?? status;
  return { status, all_paid: r!.allPaid };
}

/** The return's authorization forms with their signers, its vouchers and its paper filings. */
export async function deliveryPartsOf(db: DbOrTx, taxReturnId: number) {
  const [forms, vouchers, paper] = await Promise.all([
    db.select().from(taxReturnForms).where(eq(taxReturnForms.taxReturnId, taxReturnId)).orderBy(taxReturnForms.page),
    db
      .select()
      .from(taxReturnVouchers)
      .where(eq(taxReturnVouchers.taxReturnId, taxReturnId))
      .orderBy(taxReturnVouchers.page, taxReturnVouchers.id),
    db
      .select()
      .from(taxReturnPaperFilings)
      .where(eq(taxReturnPaperFilings.taxReturnId, taxReturnId))
      .orderBy(taxReturnPaperFilings.page),
  ]);
  const signers = forms.length
    ? await db
        .select({
          signer: taxReturnFormSigners,
          user: { fname: users.fname, lname: users.lname, email: users.email },
        })
        .from(taxReturnFormSigners)
        .innerJoin(users, eq(users.id, taxReturnFormSigners.userId))
        .where(
          inArray(
            taxReturnFormSigners.formId,
            forms.map((f) => f.id),
          ),
        )
        .orderBy(taxReturnFormSigners.id)
    : [];
  return { forms, signers, vouchers, paper };
}

/** Forgets a return's forms, signers, vouchers and paper filings (a replaced draft is read again). */
export async function clearDeliveryParts(db: DbOrTx, taxReturnId: number) {
  await db.delete(taxReturnForms).where(eq(taxReturnForms.taxReturnId, taxReturnId));
  await db.delete(taxReturnVouchers).where(eq(taxReturnVouchers.taxReturnId, taxReturnId));
  await db.delete(taxReturnPaperFilings).where(eq(taxReturnPaperFilings.taxReturnId, taxReturnId));
}

export interface DeliveryCounts {
  signaturesSigned: number;
  signaturesTotal: number;
  /** Different people who sign (one may sign several forms): the identity checks a return expects. */
  signers: number;
  vouchersPaid: number;
  vouchersTotal: number;
  paperMailed: number;
  paperTotal: number;
}

/** Signatures, payments and paper filings done and owed, for one page of returns (each read by its return's index). */
export async function deliveryCountsOf(db: DbOrTx, ids: number[]): Promise<Map<number, DeliveryCounts>> {
  const counts = new Map<number, DeliveryCounts>(
    ids.map((id) => [
      id,
      {
        signaturesSigned: 0,
        signaturesTotal: 0,
        signers: 0,
        vouchersPaid: 0,
        vouchersTotal: 0,
        paperMailed: 0,
        paperTotal: 0,
      },
    ]),
  );
  if (!ids.length) return counts;
  const [signatures, vouchers, paper] = await Promise.all([
    db
      .select({
        id: taxReturnForms.taxReturnId,
        total: sql<number>`count(*)::int`,
        // A form signed on paper counts once the firm marked it received.
        done: sql<number>`count(*) filter (where ${taxReturnFormSigners.signedAt} is not null or ${taxReturnForms.markedSignedAt} is not null)::int`,
        people: sql<number>`count(distinct ${taxReturnFormSigners.userId})::int`,
      })
      .from(taxReturnForms)
      .innerJoin(taxReturnFormSigners, eq(taxReturnFormSigners.formId, taxReturnForms.id))
      .where(inArray(taxReturnForms.taxReturnId, ids))
      .groupBy(taxReturnForms.taxReturnId),
    db
      .select({
        id: taxReturnVouchers.taxReturnId,
        total: sql<number>`count(*)::int`,
        done: sql<number>`count(${taxReturnVouchers.paidAt})::int`,
      })
      .from(taxReturnVouchers)
      .where(inArray(taxReturnVouchers.taxReturnId, ids))
      .groupBy(taxReturnVouchers.taxReturnId),
    db
      .select({
        id: taxReturnPaperFilings.taxReturnId,
        total: sql<number>`count(*)::int`,
        done: sql<number>`count(${taxReturnPaperFilings.mailedAt})::int`,
      })
      .from(taxReturnPaperFilings)
      .where(inArray(taxReturnPaperFilings.taxReturnId, ids))
      .groupBy(taxReturnPaperFilings.taxReturnId),
  ]);
  for (const r of signatures)
    Object.assign(counts.get(r.id)!, { signaturesSigned: r.done, signaturesTotal: r.total, signers: r.people });
  for (const r of vouchers) Object.assign(counts.get(r.id)!, { vouchersPaid: r.done, vouchersTotal: r.total });
  for (const r of paper) Object.assign(counts.get(r.id)!, { paperMailed: r.done, paperTotal: r.total });
  return counts;
}
