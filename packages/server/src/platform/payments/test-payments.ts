import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { AppError, type Clock } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { paymentCheckouts } from '../../db/schema/index.ts';
import { hmacWebhookSignature, parseJson } from '../webhooks/hmac-signature.ts';
import { CHECKOUT_PAID_EVENTS, type PaymentsProvider } from './payments-provider.ts';

/** How long a test checkout page stays open, like Stripe's default of 24 hours. */
const TEST_CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

const eventBodySchema = z.object({
  id: z.string().min(1),
  type: z.string(),
  session_id: z.string().min(1),
  payment_status: z.enum(['paid', 'unpaid']),
});

export interface TestPaymentsProvider extends PaymentsProvider {
  kind: 'test';
  /** The tester paid on the test page: the event Stripe would send, signed, for the webhook route. */
  paidWebhook(sessionId: string): { rawBody: Buffer; signatureHeader: string };
}

/**
 * The portal's own test-mode checkout (no STRIPE_SECRET_KEY): the payer reaches `/test-checkout/{id}` (on this portal),
 * a page that says plainly that nothing is charged, and presses Pay. The session lives in
 * payment_checkouts, where the payments feature records it; paying sends a signed
 * `checkout.session.completed` event through the webhook path, as Stripe would.
 */
export function createTestPayments(db: DbOrTx, clock: Clock, secret?: string): TestPaymentsProvider {
  const signature = hmacWebhookSignature(secret ?? randomBytes(32).toString('hex'), clock);
  async function isPaid(sessionId: string) {
    const [row] = await db
      .select({ status: paymentCheckouts.status })
      .from(paymentCheckouts)
      .where(and(eq(paymentCheckouts.provider, 'test'), eq(paymentCheckouts.sessionId, sessionId)));
    return row?.status === 'paid';
  }
  return {
    kind: 'test',
    signatureHeader: 'x-test-payments-signature',
    async createCheckout() {
      const sessionId = `cs_test_${randomBytes(18).toString('base64url')}`;
      return {
        sessionId,
        url: `/test-checkout/${sessionId}`,
        expiresAt: new Date(clock.now().getTime() + TEST_CHECKOUT_TTL_MS),
      };
    },
    isPaid,
    // The row is the session: the payments feature marks it expired, and the test page refuses to pay it.
    close: async (sessionId) => ((await isPaid(sessionId)) ? 'paid' : 'closed'),
    paidWebhook(sessionId) {
      const body = JSON.stringify({
        id: `evt_test_${randomBytes(12).toString('hex')}`,
        type: CHECKOUT_PAID_EVENTS[0],
        session_id: sessionId,
        payment_status: 'paid',
      });
      return { rawBody: Buffer.from(body), signatureHeader: signature.header(body) };
    },
    parseWebhook(rawBody, signatureHeader) {
      const parsed = eventBodySchema.safeParse(parseJson(signature.verify(rawBody, signatureHeader)));
      if (!parsed.success) throw new AppError('bad_request', 'The webhook event is not a checkout event');
      const e = parsed.data;
      if (!CHECKOUT_PAID_EVENTS.includes(e.type)) return null;
      return { id: e.id, sessionId: e.session_id, paid: e.payment_status === 'paid' };
    },
  };
}
