import type { Clock } from '@portal/domain';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { stripeApiHost } from '../identity/create-identity-provider.ts';
import { createStripePayments } from './stripe-payments.ts';
import { createTestPayments, type TestPaymentsProvider } from './test-payments.ts';

export type AnyPaymentsProvider = ReturnType<typeof createStripePayments> | TestPaymentsProvider;

/**
 * Stripe Checkout when STRIPE_SECRET_KEY is set (at STRIPE_API_BASE when given, with STRIPE_WEBHOOK_SECRET
 * checking its webhooks), otherwise the built-in test checkout. `kind` says which, so the test checkout
 * page exists only in test mode.
 */
export function createPaymentsProvider(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE'>,
  db: DbOrTx,
  clock: Clock,
  testSecret?: string,
): AnyPaymentsProvider {
  if (config.STRIPE_SECRET_KEY)
    return createStripePayments({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      ...stripeApiHost(config.STRIPE_API_BASE),
    });
  return createTestPayments(db, clock, testSecret);
}
