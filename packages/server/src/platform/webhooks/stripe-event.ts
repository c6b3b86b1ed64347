import type Stripe from 'stripe';
import { AppError } from '@portal/domain';

/**
 * A Stripe webhook event once its signature over the raw body is proven with the endpoint's secret
 * (whsec_...): without a secret every event is refused as unavailable, a missing or wrong signature is a 400.
 */
export function verifiedStripeEvent(
  stripe: Stripe,
  rawBody: Buffer,
  signatureHeader: string | undefined,
  webhookSecret: string | undefined,
): Stripe.Event {
  if (!webhookSecret) throw new AppError('unavailable', 'Stripe webhooks are not configured');
  if (!signatureHeader) throw new AppError('bad_request', 'Missing Stripe-Signature header');
  try {
    return stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret);
  } catch {
    throw new AppError('bad_request', 'The webhook signature does not match');
  }
}
