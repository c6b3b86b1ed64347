import { and, eq, isNull } from 'drizzle-orm';
import {
  ACTIVITY_TYPES,
  AppError,
  authorityName,
  formatCents,
  genericMessages,
  REMINDABLE_STATUSES,
  TAX_PAYMENT_METHOD_LABELS,
  taxReturnMessages,
  voucherPaymentMessages,
  type Actor,
  type MarkVoucherPaid,
  type TaxReturnStatus,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { taxReturnPaperFilings, taxReturnVouchers } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.ts';
import type { PaidHandler } from '../payments/index.ts';
import { announceReturn, assertStaffMayDeliver, followProgress, visibleReturn } from '../tax-returns/index.ts';

/** A client of the entity acts on a return sent to them, while it waits for its signers or payers. */
async function clientReturn(db: Db, actor: Actor, id: number) {
  // Visible first, so another firm's id answers 404 whoever asks; then only the entity's clients act.
  const found = await visibleReturn(db, actor, id);
  if (actor.isAdvisor || actor.readonly) throw new AppError('forbidden', genericMessages.forbidden);
  if (!(REMINDABLE_STATUSES as readonly TaxReturnStatus[]).includes(found.taxReturn.status))
    throw new AppError('conflict', taxReturnMessages.notPayable);
  return found;
}

/** Statuses in which a sent return's tax payments are recorded: estimated tax is paid long after it is finished. */
const PAYABLE: readonly TaxReturnStatus[] = ['sent', 'signed', 'paid', 'invoice_paid', 'completed', 'finished'];

/**
 * Who records a tax payment: the entity's clients (not read-only), or the firm's staff who deliver returns
 * (a payment withdrawn with the e-filed return, a client who called); once the return has been sent.
 */
async function payerReturn(db: Db, actor: Actor, id: number) {
  const found = await visibleReturn(db, actor, id);
  if (actor.isAdvisor) await assertStaffMayDeliver(db, actor);
  else if (actor.readonly) throw new AppError('forbidden', genericMessages.forbidden);
  if (!PAYABLE.includes(found.taxReturn.status)) throw new AppError('conflict', voucherPaymentMessages.notOpen);
  return found;
}

async function voucherOf(db: DbOrTx, taxReturnId: number, voucherId: number) {
  const [voucher] = await db
    .select()
    .from(taxReturnVouchers)
    .where(and(eq(taxReturnVouchers.id, voucherId), eq(taxReturnVouchers.taxReturnId, taxReturnId)));
  if (!voucher) throw new AppError('not_found', taxReturnMessages.voucherNotFound);
  return voucher;
}

type Voucher = typeof taxReturnVouchers.$inferSelect;
const voucherName = (v: Voucher) => v.customPaymentName || `Form ${v.formId}`;
const describe = (v: Voucher) =>
  `${voucherName(v)}${v.amountCents ? ` (${formatCents(v.amountCents)})` : ''} to ${authorityName(v.authority)}`;

/**
 * The client records a voucher paid (issue 37 §1): the day, how, and the authority's confirmation number.
 * Nothing is charged by the portal; when it was the last one the return moves on (paid once signed).
 */
export async function markVoucherPaid(
  db: Db,
  actor: Actor,
  id: number,
  voucherId: number,
  input: MarkVoucherPaid,
  now: Date,
) {
  const { taxReturn, company } = await payerReturn(db, actor, id);
  const result = await db.transaction(async (tx) => {
    const voucher = await voucherOf(tx, id, voucherId);
    const [paid] = await tx
      .update(taxReturnVouchers)
      .set({
        paidAt: now,
        paidOn: input.paid_on,
        paymentMethod: input.method,
        confirmationNumber: input.confirmation_number,
        paidById: actor.userId,
      })
      .where(and(eq(taxReturnVouchers.id, voucherId), isNull(taxReturnVouchers.paidAt)))
      .returning();
    if (!paid) throw new AppError('conflict', voucherPaymentMessages.alreadyPaid);
    const after = await followProgress(tx, id);
    await recordActivity(tx, {
      firmId: actor.firmId,
      typeId: ACTIVITY_TYPES.tax_return_delivery_related,
      title: 'Tax payment recorded',
      description: `${describe(voucher)}, paid ${input.paid_on} by ${TAX_PAYMENT_METHOD_LABELS[input.method]}${input.confirmation_number ? ` (confirmation ${input.confirmation_number})` : ''}: ${taxReturn.taxReturnName} (${taxReturn.taxYear})`,
      companyId: company.id,
      actorUserId: actor.userId,
    });
    return after;
  });
  return { message: voucherPaymentMessages.marked, ...result };
}

/** Undo (issue 37 §1): a payment recorded by mistake is unrecorded, and the return waits for it again. */
export async function undoVoucherPaid(db: Db, actor: Actor, id: number, voucherId: number) {
  const { taxReturn, company } = await payerReturn(db, actor, id);
  const result = await db.transaction(async (tx) => {
    const voucher = await voucherOf(tx, id, voucherId);
    if (!voucher.paidAt) throw new AppError('conflict', voucherPaymentMessages.notPaid);
    await tx
      .update(taxReturnVouchers)
      .set({ paidAt: null, paidOn: null, paymentMethod: null, confirmationNumber: null, paidById: null })
      .where(eq(taxReturnVouchers.id, voucherId));
    const after = await followProgress(tx, id);
    await recordActivity(tx, {
      firmId: actor.firmId,
      typeId: ACTIVITY_TYPES.tax_return_delivery_related,
      title: 'Tax payment record removed',
      description: `${describe(voucher)}: ${taxReturn.taxReturnName} (${taxReturn.taxYear})`,
      companyId: company.id,
      actorUserId: actor.userId,
    });
    return after;
  });
  return { message: voucherPaymentMessages.undone, ...result };
}

/**
 * A card checkout a client opened for a voucher before vouchers became tax payments may still be paid at the
 * provider: its late event records the voucher paid by card, the session its confirmation number, so no
 * payment made is lost. No new voucher checkout is ever opened.
 */
export const legacyVoucherCheckoutHandler =
  (deps: { realtime: RealtimeHub; db: DbOrTx }): PaidHandler =>
  async (tx, checkout, now) => {
    const [voucher] = await tx
      .select({ taxReturnId: taxReturnVouchers.taxReturnId })
      .from(taxReturnVouchers)
      .where(and(eq(taxReturnVouchers.id, checkout.subjectId), eq(taxReturnVouchers.firmId, checkout.firmId)));
    if (!voucher) return;
    await tx
      .update(taxReturnVouchers)
      .set({
        paidAt: now,
        paidOn: now.toISOString().slice(0, 10),
        paymentMethod: 'card',
        confirmationNumber: checkout.sessionId,
        paidById: checkout.userId,
      })
      .where(and(eq(taxReturnVouchers.id, checkout.subjectId), isNull(taxReturnVouchers.paidAt)));
    await followProgress(tx, voucher.taxReturnId);
    return () => announceReturn(deps, voucher.taxReturnId);
  };

/** A client marks a paper-filed return mailed (issue 18 §2); marking it again changes nothing. */
export async function markFilingMailed(db: Db, actor: Actor, id: number, filingId: number, now: Date) {
  await clientReturn(db, actor, id);
  const [filing] = await db
    .select()
    .from(taxReturnPaperFilings)
    .where(and(eq(taxReturnPaperFilings.id, filingId), eq(taxReturnPaperFilings.taxReturnId, id)));
  if (!filing) throw new AppError('not_found', taxReturnMessages.filingNotFound);
  if (!filing.mailedAt)
    await db.update(taxReturnPaperFilings).set({ mailedAt: now }).where(eq(taxReturnPaperFilings.id, filingId));
  return { message: taxReturnMessages.markedMailed };
}
