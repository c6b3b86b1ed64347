import Stripe from 'stripe';
import { AppError } from '@portal/domain';
import {
  CHECKOUT_PAID_EVENTS,
  withSessionParam,
  type CheckoutRequest,
  type PaymentsProvider,
} from './payments-provider.ts';
import { verifiedStripeEvent } from '../webhooks/stripe-event.ts';

/**
 * Stripe Checkout through the official SDK. `host`/`port`/`protocol` point it at another API (tests);
 * `webhookSecret` (whsec_...) checks the checkout webhooks, which are refused as unavailable without it.
 */
export function createStripePayments(opts: {
  secretKey: string;
  webhookSecret?: string;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}): PaymentsProvider & { kind: 'stripe' } {
  const stripe = new Stripe(opts.secretKey, {
    host: opts.host,
    port: opts.port,
    protocol: opts.protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
  return {
    kind: 'stripe',
    signatureHeader: 'stripe-signature',
    createCheckout: (request) => asAppError(() => createCheckout(request)),
    isPaid: (sessionId) => asAppError(() => isPaid(sessionId)),
    close: (sessionId) => asAppError(() => close(sessionId)),
    parseWebhook(rawBody, signatureHeader) {
      const event = verifiedStripeEvent(stripe, rawBody, signatureHeader, opts.webhookSecret);
      if (!CHECKOUT_PAID_EVENTS.includes(event.type)) return null;
      const session = event.data.object as Stripe.Checkout.Session;
      return { id: event.id, sessionId: session.id, paid: session.payment_status === 'paid' };
    },
  };

  async function createCheckout(request: CheckoutRequest) {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: request.currency,
            unit_amount: request.amountCents,
            product_data: { name: request.description },
          },
        },
      ],
      success_url: withSessionParam(request.successUrl, '{CHECKOUT_SESSION_ID}'),
      cancel_url: request.cancelUrl,
      metadata: request.metadata,
    });
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
    return { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
  }

  async function isPaid(sessionId: string) {
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    return session.payment_status === 'paid';
  }

  async function close(sessionId: string, again = false): Promise<'closed' | 'paid' | 'pending'> {
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    if (session.status === 'open') {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return 'closed';
      } catch (e) {
        // Completed between the two calls: what it completed with decides.
        if (again || !(e instanceof Stripe.errors.StripeInvalidRequestError)) throw e;
        return close(sessionId, true);
      }
    }
    if (session.status === 'complete') return session.payment_status === 'unpaid' ? 'pending' : 'paid';
    return 'closed';
  }
}

/** Stripe's refusals are the request's fault (400, with Stripe's reason); anything else is Stripe being away. */
async function asAppError<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (e instanceof Stripe.errors.StripeInvalidRequestError || e instanceof Stripe.errors.StripeCardError)
      throw new AppError('validation_failed', e.message);
    if (e instanceof Stripe.errors.StripeError)
      throw new AppError('unavailable', 'Payments are not available right now. Please try again later.');
    throw e;
  }
}
