import { and, eq, isNull } from 'drizzle-orm';
import {
  AppError,
  deliveredStatus,
  genericMessages,
  REMINDABLE_STATUSES,
  taxReturnMessages,
  transitionRefusal,
  type Actor,
  type TaxReturnStatus,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { taxReturnPaperFilings, taxReturns, taxReturnVouchers } from '../../db/schema/index.ts';
import {
  checkoutOf,
  createCheckout,
  isCheckoutPaid,
  markCheckoutPaid,
  type CheckoutRow,
  type PaidHandler,
  type PaymentsDeps,
} from '../payments/index.ts';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.ts';
import { announceReturn } from './return-updates.ts';
import { visibleReturn } from './tax-return-access.ts';
import { lockReturn, moveReturn } from './tax-returns.repo.ts';

type DeliveryDeps = PaymentsDeps & { db: Db };

/** A client of the entity acts on a return sent to them, while it waits for its signers or payers. */
async function clientReturn(db: Db, actor: Actor, id: number) {
  // Visible first, so another firm's id answers 404 whoever asks; then only the entity's clients act.
  const found = await visibleReturn(db, actor, id);
  if (actor.isAdvisor || actor.readonly) throw new AppError('forbidden', genericMessages.forbidden);
  if (!(REMINDABLE_STATUSES as readonly TaxReturnStatus[]).includes(found.taxReturn.status))
    throw new AppError('conflict', taxReturnMessages.notPayable);
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

const subjectOf = (voucherId: number) => ({ type: 'tax_return_voucher' as const, id: voucherId });

/**
 * Pay a payment voucher (issue 18 §2): a card checkout through the payments feature (Stripe Checkout, or the
 * built-in test checkout) for the voucher's amount; the payer comes back to the return's page. A voucher is
 * paid once: a paid one, or one whose earlier checkout went through unseen (a closed tab), is refused, and
 * opening a checkout closes the voucher's earlier one (the spouse's, another tab's).
 */
export async function payVoucher(deps: DeliveryDeps, actor: Actor, id: number, voucherId: number, now: Date) {
  const { taxReturn, company } = await clientReturn(deps.db, actor, id);
  const voucher = await voucherOf(deps.db, id, voucherId);
  if (voucher.paidAt) throw new AppError('conflict', taxReturnMessages.voucherPaid);
  if (!voucher.amountCents) throw new AppError('conflict', taxReturnMessages.voucherAmount);
  const opened = await createCheckout(deps, {
    actor,
    subject: subjectOf(voucherId),
    amountCents: voucher.amountCents,
    description: `${voucher.customPaymentName || `Form ${voucher.formId}`}: ${taxReturn.taxReturnName} (${taxReturn.taxYear})`,
    returnPath: `/tax-return-delivery/${id}?companyId=${company.id}&voucherId=${voucherId}`,
  });
  if ('checkout_url' in opened) return opened;
  await markVoucherPaid(deps.db, opened.paid, id, voucherId, now);
  throw new AppError('conflict', taxReturnMessages.voucherPaid);
}

/** The payer is back: the provider says whether the session was paid; a paid one pays the voucher. */
export async function verifyVoucherPayment(
  deps: DeliveryDeps,
  actor: Actor,
  id: number,
  voucherId: number,
  sessionId: string,
  now: Date,
) {
  await visibleReturn(deps.db, actor, id);
  if (actor.isAdvisor || actor.readonly) throw new AppError('forbidden', genericMessages.forbidden);
  const voucher = await voucherOf(deps.db, id, voucherId);
  const checkout = await checkoutOf(deps, actor.firmId, subjectOf(voucherId), sessionId);
  if (voucher.paidAt) return { is_paid: true };
  if (!(await isCheckoutPaid(deps, checkout))) return { is_paid: false };
  await markVoucherPaid(deps.db, checkout, id, voucherId, now);
  return { is_paid: true };
}

/**
 * The checkout and the voucher become paid together, once; when every voucher is paid the return moves on
 * as the state machine allows (paid once signed; until then it records all_paid and waits for signatures).
 */
function markVoucherPaid(db: Db, checkout: CheckoutRow, taxReturnId: number, voucherId: number, now: Date) {
  return db.transaction(async (tx) => {
    await markCheckoutPaid(tx, checkout, now);
    await payVoucherIn(tx, taxReturnId, voucherId, now);
  });
}

/** The voucher is paid (once), and the return follows when it was the last one; in the caller's transaction. */
async function payVoucherIn(tx: DbOrTx, taxReturnId: number, voucherId: number, now: Date) {
  // Two vouchers paid together each see the other's payment.
  await lockReturn(tx, taxReturnId);
  await tx
    .update(taxReturnVouchers)
    .set({ paidAt: now })
    .where(and(eq(taxReturnVouchers.id, voucherId), isNull(taxReturnVouchers.paidAt)));
  const unpaid = await tx
    .select({ id: taxReturnVouchers.id })
    .from(taxReturnVouchers)
    .where(and(eq(taxReturnVouchers.taxReturnId, taxReturnId), isNull(taxReturnVouchers.paidAt)))
    .limit(1);
  if (unpaid.length) return;
  const [r] = await tx.update(taxReturns).set({ allPaid: true }).where(eq(taxReturns.id, taxReturnId)).returning();
  const progress = { allSigned: r!.allSigned, allPaid: true, invoicePaid: r!.invoicePaid };
  const next = deliveredStatus(progress);
  if (next !== r!.status && transitionRefusal(r!.status, next, progress) === null)
    await moveReturn(tx, taxReturnId, [r!.status], next);
}

/**
 * What a paid voucher checkout does when the provider's webhook says so (issue 18 §2): the voucher is paid,
 * whether or not the payer came back; then whoever has the return open hears of it.
 */
export const voucherPaidHandler =
  (deps: { realtime: RealtimeHub; db: DbOrTx }): PaidHandler =>
  async (tx, checkout, now) => {
    const [voucher] = await tx
      .select({ taxReturnId: taxReturnVouchers.taxReturnId })
      .from(taxReturnVouchers)
      .where(and(eq(taxReturnVouchers.id, checkout.subjectId), eq(taxReturnVouchers.firmId, checkout.firmId)));
    if (!voucher) return;
    await payVoucherIn(tx, voucher.taxReturnId, checkout.subjectId, now);
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
