import { AppError, paymentMessages, type Actor } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { PaymentsProvider } from '../../platform/payments/payments-provider.ts';
import { databaseError, UNIQUE_VIOLATION } from '../../http/database-errors.ts';
import {
  findSubjectCheckout,
  insertCheckout,
  liveCheckouts,
  setCheckoutExpired,
  setCheckoutPaid,
  type CheckoutRow,
  type PaymentSubject,
} from './checkouts.repo.ts';

export interface PaymentsDeps {
  db: DbOrTx;
  payments: PaymentsProvider;
  publicUrl: string;
}

export interface CheckoutOrder {
  actor: Actor;
  subject: PaymentSubject;
  amountCents: number;
  description: string;
  /** A path on this portal the payer comes back to, paid or not; the provider adds the session id. */
  returnPath: string;
}

/**
 * Starts a card checkout (Stripe Checkout, or the built-in test checkout) for an amount and a subject, and
 * remembers it so that verifying finds it. Answers where to send the browser, or the subject's earlier
 * checkout that was paid meanwhile (a closed tab): the caller records that payment instead of charging again.
 *
 * A subject has one open checkout at a time: its earlier ones are closed at the provider first, so that two
 * tabs, or a taxpayer and a spouse, cannot each pay the same voucher; two opened at once meet the database's
 * one-open-checkout index, and the later one is closed again and refused.
 */
export async function createCheckout(
  deps: PaymentsDeps,
  order: CheckoutOrder,
): Promise<{ checkout_url: string } | { paid: CheckoutRow }> {
  const paid = await closeOpenCheckouts(deps, order.actor.firmId, order.subject);
  if (paid) return { paid };
  // Stripe needs absolute return addresses; the built-in checkout lives on this portal.
  const base = deps.payments.kind === 'stripe' ? deps.publicUrl : '';
  const back = `${base}${order.returnPath}`;
  const session = await deps.payments.createCheckout({
    amountCents: order.amountCents,
    currency: 'usd',
    description: order.description,
    successUrl: back,
    cancelUrl: back,
    metadata: { [`${order.subject.type}_id`]: String(order.subject.id), firm_id: String(order.actor.firmId) },
  });
  try {
    await insertCheckout(deps.db, {
      firmId: order.actor.firmId,
      subjectType: order.subject.type,
      subjectId: order.subject.id,
      userId: order.actor.userId,
      provider: deps.payments.kind,
      sessionId: session.sessionId,
      amountCents: order.amountCents,
      description: order.description,
      successUrl: back,
      cancelUrl: back,
      expiresAt: session.expiresAt,
    });
  } catch (e) {
    if (databaseError(e)?.code !== UNIQUE_VIOLATION) throw e;
    await deps.payments.close(session.sessionId);
    throw new AppError('conflict', paymentMessages.checkoutBusy);
  }
  return { checkout_url: session.url };
}

/**
 * Closes the subject's open checkouts at the provider and marks them expired. One that was paid (even if the
 * payer never came back) is answered unmarked, for the caller to record with markCheckoutPaid; one whose
 * delayed payment is still settling refuses a new checkout.
 */
async function closeOpenCheckouts(deps: PaymentsDeps, firmId: number, subject: PaymentSubject) {
  for (const c of await liveCheckouts(deps.db, firmId, subject, deps.payments.kind)) {
    if (c.status === 'paid') return c;
    const outcome = await deps.payments.close(c.sessionId);
    if (outcome === 'paid') return c;
    if (outcome === 'pending') throw new AppError('conflict', paymentMessages.paymentInProgress);
    await setCheckoutExpired(deps.db, c.id);
  }
  return null;
}

/** The subject's checkout the payer came back with; another subject's or firm's session is 404. */
export async function checkoutOf(deps: PaymentsDeps, firmId: number, subject: PaymentSubject, sessionId: string) {
  const checkout = await findSubjectCheckout(deps.db, firmId, subject, deps.payments.kind, sessionId);
  if (!checkout) throw new AppError('not_found', paymentMessages.checkoutNotFound);
  return checkout;
}

/** Asks the provider: the return to the success URL alone proves nothing. */
export const isCheckoutPaid = (deps: PaymentsDeps, checkout: CheckoutRow) => deps.payments.isPaid(checkout.sessionId);

/** Records the payment (keeping the first time it was seen), in the caller's transaction. */
export const markCheckoutPaid = (db: DbOrTx, checkout: CheckoutRow, now: Date) =>
  setCheckoutPaid(db, checkout.id, checkout.paidAt ?? now);
