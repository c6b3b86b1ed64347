import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, paymentMessages, testCheckoutPaidSchema, testCheckoutSchema } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { receivePaymentWebhook, type PaidHandlers } from './payment-webhook.service.ts';
import { payTestCheckout, testCheckoutInfo } from './test-checkout.service.ts';

/**
 * The payment provider's webhook, and the built-in test-mode checkout (only when Stripe is not configured):
 * the page /test-checkout/{id} reads the session and pays it. Checkouts themselves are started by the
 * feature that charges (a deposit, a voucher), which says in `onPaid` what a paid checkout of its subject does.
 */
export const paymentRoutes =
  (deps: AppDeps, onPaid: PaidHandlers): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['payments'];
    const now = () => deps.clock.now();
    const webhook = { db, payments: deps.payments, clock: deps.clock, onPaid };
    const testProvider = () => {
      if (deps.payments.kind !== 'test') throw new AppError('not_found', paymentMessages.checkoutNotFound);
      return deps.payments;
    };

    // The signature is over the exact bytes sent, so this route alone reads its body raw.
    await app.register(async (hook) => {
      hook.removeAllContentTypeParsers();
      hook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
        done(null, body),
      );
      hook.post(
        '/api/payments/webhook',
        {
          schema: {
            tags,
            description: `Stripe Checkout's checkout.session events, signed (${deps.payments.signatureHeader} header); each applied once.`,
            response: { 200: z.object({ received: z.literal(true) }) },
          },
        },
        async (req) => {
          const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          const header = req.headers[deps.payments.signatureHeader];
          await receivePaymentWebhook(webhook, raw, Array.isArray(header) ? header[0] : header);
          return { received: true as const };
        },
      );
    });
    const session = z.object({ sessionId: z.string().min(1).max(300) });
    app.get(
      '/api/test-checkout/:sessionId',
      { schema: { tags, params: session, response: { 200: testCheckoutSchema } } },
      (req) => {
        testProvider();
        return testCheckoutInfo(db, requireActor(req), req.params.sessionId, now());
      },
    );
    app.post(
      '/api/test-checkout/:sessionId/pay',
      { schema: { tags, params: session, response: { 200: testCheckoutPaidSchema } } },
      (req) => payTestCheckout({ ...webhook, payments: testProvider() }, requireActor(req), req.params.sessionId),
    );
  };
