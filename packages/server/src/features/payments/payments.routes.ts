import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, paymentMessages, testCheckoutPaidSchema, testCheckoutSchema } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { payTestCheckout, testCheckoutInfo } from './test-checkout.service.ts';

/**
 * The built-in test-mode checkout (only when Stripe is not configured): the page /test-checkout/{id} reads
 * the session and pays it. Checkouts themselves are started by the feature that charges (a deposit, ...).
 */
export const paymentRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['payments'];
    const now = () => deps.clock.now();
    const testOnly = () => {
      if (deps.payments.kind !== 'test') throw new AppError('not_found', paymentMessages.checkoutNotFound);
    };
    const session = z.object({ sessionId: z.string().min(1).max(300) });
    app.get(
      '/api/test-checkout/:sessionId',
      { schema: { tags, params: session, response: { 200: testCheckoutSchema } } },
      (req) => {
        testOnly();
        return testCheckoutInfo(db, requireActor(req), req.params.sessionId, now());
      },
    );
    app.post(
      '/api/test-checkout/:sessionId/pay',
      { schema: { tags, params: session, response: { 200: testCheckoutPaidSchema } } },
      (req) => {
        testOnly();
        return payTestCheckout(db, requireActor(req), req.params.sessionId, now());
      },
    );
  };
