import type { Clock } from '@portal/domain';
import type { Config } from '../../config.ts';
import { createStripeIdentity } from './stripe-identity.ts';
import { createTestIdentity, type TestIdentityProvider, type TestVerificationStore } from './test-identity.ts';

export type AnyIdentityProvider = ReturnType<typeof createStripeIdentity> | TestIdentityProvider;

/**
 * Stripe Identity when STRIPE_SECRET_KEY is set (at STRIPE_API_BASE when given, with STRIPE_WEBHOOK_SECRET
 * checking its webhooks), otherwise the built-in test mode keeping its sessions in `testStore`. The result
 * says which by `kind`, so the test verification page exists only in test mode.
 */
export function createIdentityProvider(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE'>,
  opts: { testStore: TestVerificationStore; clock: Clock; testSecret?: string },
): AnyIdentityProvider {
  if (config.STRIPE_SECRET_KEY) {
    return createStripeIdentity({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      ...stripeApiHost(config.STRIPE_API_BASE),
    });
  }
  return createTestIdentity({ store: opts.testStore, clock: opts.clock, secret: opts.testSecret });
}

/** STRIPE_API_BASE as the SDK's host, port and protocol (as the payments adapter is given it). */
export function stripeApiHost(base: string | undefined) {
  if (!base) return {};
  const u = new URL(base);
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : undefined,
    protocol: u.protocol === 'http:' ? ('http' as const) : ('https' as const),
  };
}
