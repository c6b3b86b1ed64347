import { AppError, checkoutStatusAt, paymentMessages, type Actor } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { withSessionParam } from '../../platform/payments/payments-provider.ts';
import { findTestCheckout, setCheckoutPaid } from './checkouts.repo.ts';

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
    amount: c.amountCents,
    currency: c.currency,
    description: c.description,
    firm_name: firmName,
    status: checkoutStatusAt(c, now),
    cancel_url: c.cancelUrl,
  };
}

/** Pay on the test-mode page: nothing is charged; the session is marked paid for verify to find. */
export async function payTestCheckout(db: DbOrTx, actor: Actor, sessionId: string, now: Date) {
  const { c } = await testCheckout(db, actor, sessionId);
  const status = checkoutStatusAt(c, now);
  if (status === 'expired') throw new AppError('conflict', paymentMessages.checkoutExpired);
  if (status === 'open') await setCheckoutPaid(db, c.id, now);
  return { redirect_url: withSessionParam(c.successUrl, c.sessionId) };
}
