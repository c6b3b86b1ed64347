import { AppError, paymentMessages, type Actor } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { PaymentsProvider } from '../../platform/payments/payments-provider.ts';
import {
  findSubjectCheckout,
  insertCheckout,
  liveCheckouts,
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
 * remembers it so that verifying finds it. Answers where to send the browser.
 */
export async function createCheckout(deps: PaymentsDeps, order: CheckoutOrder) {
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
  return { checkout_url: session.url };
}

/**
 * A checkout of the subject that the provider says was paid although the payer never came back (a closed
 * tab), so that it is not charged twice. Returns it unmarked: the caller marks it with markCheckoutPaid.
 */
export async function findPaidCheckout(
  deps: PaymentsDeps,
  firmId: number,
  subject: PaymentSubject,
): Promise<CheckoutRow | null> {
  for (const c of await liveCheckouts(deps.db, firmId, subject, deps.payments.kind)) {
    if (await deps.payments.isPaid(c.sessionId)) return c;
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
