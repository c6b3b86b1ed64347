import { AppError, checkoutStatusAt, paymentMessages, type Actor } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { withSessionParam } from '../../platform/payments/payments-provider.ts';
import type { TestPaymentsProvider } from '../../platform/payments/test-payments.ts';
import { findTestCheckout } from './checkouts.repo.ts';
import { receivePaymentWebhook, type PaymentWebhookDeps } from './payment-webhook.service.ts';

/** The built-in checkout's session, for the person who opened it. */
async function testCheckout(db: DbOrTx, actor: Actor, sessionId: string) {
  const row = await findTestCheckout(db, actor.firmId, actor.userId, sessionId);
  if (!row) throw new AppError('not_found', paymentMessages.checkoutNotFound);
  return row;
}

export async function testCheckoutInfo(db: DbOrTx, actor: Actor, sessionId: string, now: Date) {
  const { c, firmName } = await testCheckout(db, actor, sessionId);
  return {
    id: c.sessionId,
    // Titled by what is paid to the firm: a deposit, or its invoice (vouchers are never paid here).
    title:
      c.subjectType === 'tax_return_invoice'
        ? 'Pay invoice'
        : c.subjectType === 'questionnaire'
          ? 'Pay deposit'
          : 'Pay',
    amount: c.amountCents,
    currency: c.currency,
    description: c.description,
    firm_name: firmName,
    status: checkoutStatusAt(c, now),
    cancel_url: c.cancelUrl,
  };
}

/**
 * Pay on the test-mode page: nothing is charged; the provider's signed event goes through the webhook path
 * as Stripe's would, so the checkout and what it pays for are paid even if the payer never comes back.
 */
export async function payTestCheckout(
  deps: PaymentWebhookDeps & { payments: TestPaymentsProvider },
  actor: Actor,
  sessionId: string,
) {
  const { c } = await testCheckout(deps.db, actor, sessionId);
  const status = checkoutStatusAt(c, deps.clock.now());
  if (status === 'expired') throw new AppError('conflict', paymentMessages.checkoutExpired);
  if (status === 'open') {
    const event = deps.payments.paidWebhook(c.sessionId);
    await receivePaymentWebhook(deps, event.rawBody, event.signatureHeader);
  }
  return { redirect_url: withSessionParam(c.successUrl, c.sessionId) };
}
