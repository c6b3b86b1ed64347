import { eq } from 'drizzle-orm';
import {
  AppError,
  formatCents,
  genericMessages,
  taxReturnMessages,
  type Actor,
  type TaxReturnStatus,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { taxReturns } from '../../db/schema/index.ts';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.ts';
import { findFirm } from '../firm/index.ts';
import {
  checkoutOf,
  createCheckout,
  isCheckoutPaid,
  markCheckoutPaid,
  type PaidHandler,
  type PaymentsDeps,
} from '../payments/index.ts';
import { announceReturn, followProgress, visibleReturn } from '../tax-returns/index.ts';

type InvoiceDeps = PaymentsDeps & { db: Db };

/** Statuses in which a sent return's invoice may be paid. */
const PAYABLE: readonly TaxReturnStatus[] = ['sent', 'signed', 'paid', 'invoice_paid', 'completed', 'finished'];

const subjectOf = (taxReturnId: number) => ({ type: 'tax_return_invoice' as const, id: taxReturnId });

/** A client of the entity pays the invoice of a return sent to them that asks for one. */
async function invoiceReturn(db: Db, actor: Actor, id: number) {
  const found = await visibleReturn(db, actor, id);
  if (actor.isAdvisor || actor.readonly) throw new AppError('forbidden', genericMessages.forbidden);
  const { taxReturn } = found;
  if (!PAYABLE.includes(taxReturn.status) || taxReturn.invoiceAmountCents === null)
    throw new AppError('conflict', taxReturnMessages.noInvoice);
  return found;
}

/**
 * The firm's invoice (its fee; issue 37 §1): the one thing on a return paid to the firm, through its card
 * checkout (Stripe Checkout, or the built-in test checkout) titled as the firm's invoice. Paid once; the
 * payer comes back to the return's page.
 */
export async function payInvoice(deps: InvoiceDeps, actor: Actor, id: number) {
  const { taxReturn, company } = await invoiceReturn(deps.db, actor, id);
  if (taxReturn.invoicePaid) throw new AppError('conflict', taxReturnMessages.invoiceAlreadyPaid);
  const firm = await findFirm(deps.db, actor.firmId);
  const opened = await createCheckout(deps, {
    actor,
    subject: subjectOf(id),
    amountCents: taxReturn.invoiceAmountCents!,
    description: `Invoice from ${firm?.name ?? 'your firm'}: ${taxReturn.taxReturnName} (${taxReturn.taxYear}), ${formatCents(taxReturn.invoiceAmountCents!)}`,
    returnPath: `/tax-return-delivery/${id}?companyId=${company.id}&invoice=1`,
  });
  if ('checkout_url' in opened) return opened;
  // Paid meanwhile (a tab closed at the provider): record it instead of charging again.
  await deps.db.transaction(async (tx) => {
    await markCheckoutPaid(tx, opened.paid, new Date());
    await followProgress(tx, id, { invoicePaid: true });
  });
  throw new AppError('conflict', taxReturnMessages.invoiceAlreadyPaid);
}

/** The payer is back: the provider says whether the session was paid; a paid one pays the invoice. */
export async function verifyInvoicePayment(deps: InvoiceDeps, actor: Actor, id: number, sessionId: string, now: Date) {
  const { taxReturn } = await invoiceReturn(deps.db, actor, id);
  const checkout = await checkoutOf(deps, actor.firmId, subjectOf(id), sessionId);
  if (taxReturn.invoicePaid) return { invoice_paid: true };
  if (!(await isCheckoutPaid(deps, checkout))) return { invoice_paid: false };
  await deps.db.transaction(async (tx) => {
    await markCheckoutPaid(tx, checkout, now);
    await followProgress(tx, id, { invoicePaid: true });
  });
  return { invoice_paid: true };
}

/** A paid invoice checkout, as the provider's webhook reports it: the invoice is paid, the return follows. */
export const invoicePaidHandler =
  (deps: { realtime: RealtimeHub; db: DbOrTx }): PaidHandler =>
  async (tx, checkout) => {
    const [row] = await tx
      .select({ id: taxReturns.id, firmId: taxReturns.firmId })
      .from(taxReturns)
      .where(eq(taxReturns.id, checkout.subjectId));
    if (!row || row.firmId !== checkout.firmId) return;
    await followProgress(tx, row.id, { invoicePaid: true });
    return () => announceReturn(deps, row.id);
  };
