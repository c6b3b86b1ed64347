import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentCheckouts } from '../../db/schema/index.ts';
import type { PaymentsProvider } from './payments-provider.ts';

/** How long a test checkout page stays open, like Stripe's default of 24 hours. */
const TEST_CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The portal's own test-mode checkout (no STRIPE_SECRET_KEY): the payer reaches `/test-checkout/{id}` (on this portal),
 * a page that says plainly that nothing is charged, and presses Pay. The session lives in
 * payment_checkouts, where the payments feature records it; paying marks it paid there.
 */
export function createTestPayments(db: DbOrTx, now: () => Date): PaymentsProvider {
  return {
    kind: 'test',
    async createCheckout() {
      const sessionId = `cs_test_${randomBytes(18).toString('base64url')}`;
      return {
        sessionId,
        url: `/test-checkout/${sessionId}`,
        expiresAt: new Date(now().getTime() + TEST_CHECKOUT_TTL_MS),
      };
    },
    async isPaid(sessionId) {
      const [row] = await db
        .select({ status: paymentCheckouts.status })
        .from(paymentCheckouts)
        .where(and(eq(paymentCheckouts.provider, 'test'), eq(paymentCheckouts.sessionId, sessionId)));
      return row?.status === 'paid';
    },
  };
}
