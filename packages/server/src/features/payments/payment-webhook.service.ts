import type { Clock } from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { claimWebhookEvent } from '../../db/webhook-events.ts';
import type { PaymentsProvider } from '../../platform/payments/payments-provider.ts';
import { findProviderCheckout, setCheckoutPaid, type CheckoutRow, type PaymentSubject } from './checkouts.repo.ts';

/**
 * What the feature that charged does when its checkout is paid (a voucher becomes paid), in the payment's
 * transaction; it may answer work to do once that has committed (telling whoever has the subject open).
 */
export type PaidHandler = (tx: DbOrTx, checkout: CheckoutRow, now: Date) => Promise<(() => Promise<void>) | void>;
export type PaidHandlers = Partial<Record<PaymentSubject['type'], PaidHandler>>;

export interface PaymentWebhookDeps {
  db: Db;
  payments: PaymentsProvider;
  clock: Clock;
  onPaid: PaidHandlers;
}

/**
 * A provider's webhook (Stripe's checkout.session.completed, or the test checkout's own): the signature over
 * the raw body is checked, each event is applied once (a replay is acknowledged and changes nothing), and a
 * paid session marks its checkout paid and pays its subject in one transaction, even when the payer never
 * came back to the portal.
 */
export async function receivePaymentWebhook(deps: PaymentWebhookDeps, rawBody: Buffer, signature: string | undefined) {
  const event = deps.payments.parseWebhook(rawBody, signature);
  if (!event?.paid) return { applied: false };
  const now = deps.clock.now();
  const after = await deps.db.transaction(async (tx) => {
    if (!(await claimWebhookEvent(tx, `payments:${deps.payments.kind}`, event.id))) return null;
    const checkout = await findProviderCheckout(tx, deps.payments.kind, event.sessionId);
    if (!checkout) return null;
    await setCheckoutPaid(tx, checkout.id, checkout.paidAt ?? now);
    return (await deps.onPaid[checkout.subjectType]?.(tx, checkout, now)) ?? (() => Promise.resolve());
  });
  if (!after) return { applied: false };
  // Applied and committed: telling the open pages is a courtesy that must not make the provider send it again.
  await after().catch(() => undefined);
  return { applied: true };
}
