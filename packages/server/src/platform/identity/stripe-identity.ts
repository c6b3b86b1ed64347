import Stripe from 'stripe';
import { AppError, type VerificationStatus } from '@portal/domain';
import {
  VERIFICATION_EVENT_PREFIX,
  type CreateVerificationRequest,
  type IdentityProvider,
  type VerificationSessionState,
} from './identity-provider.ts';
import { verifiedStripeEvent } from '../webhooks/stripe-event.ts';

/**
 * Stripe's session status as ours. A failed check returns a Stripe session to requires_input with a
 * last_error: that is our failed ("Any error_code shows Failed", spec 002 §4). Once the signer tries again
 * (processing) or passes (verified) the old error is history, so it is dropped.
 */
export function fromStripeSession(s: Stripe.Identity.VerificationSession): VerificationSessionState {
  const status = fromStripeStatus(s.status);
  const error = status === 'processing' || status === 'verified' ? null : s.last_error;
  const errorCode = error?.code ?? null;
  return {
    sessionId: s.id,
    status: errorCode ? 'failed' : status,
    errorCode,
    errorDescription: errorCode ? (error?.reason ?? null) : null,
    url: status === 'requires_input' ? s.url : null,
  };
}

const STRIPE_STATUSES: readonly VerificationStatus[] = ['requires_input', 'processing', 'verified', 'canceled'];

/** Stripe's four statuses are ours; one Stripe adds later reads as not started until we know it. */
function fromStripeStatus(status: Stripe.Identity.VerificationSession.Status): VerificationStatus {
  return STRIPE_STATUSES.find((s) => s === status) ?? 'not_started';
}

/** Stripe Identity through the official SDK. `host`/`port`/`protocol` point it at another API (tests). */
export function createStripeIdentity(opts: {
  secretKey: string;
  /** The webhook endpoint's signing secret (whsec_...); without it webhooks are refused as unavailable. */
  webhookSecret: string | undefined;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}): IdentityProvider & { kind: 'stripe' } {
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
    createSession: (request) => asAppError(() => createSession(request)),
    getSession: (sessionId) =>
      asAppError(async () => fromStripeSession(await stripe.identity.verificationSessions.retrieve(sessionId))),
    parseWebhook(rawBody, signatureHeader) {
      const event = verifiedStripeEvent(stripe, rawBody, signatureHeader, opts.webhookSecret);
      if (!event.type.startsWith(VERIFICATION_EVENT_PREFIX)) return null;
      const session = event.data.object as Stripe.Identity.VerificationSession;
      const { sessionId, status, errorCode, errorDescription } = fromStripeSession(session);
      const createdAt = new Date(event.created * 1000);
      return { id: event.id, type: event.type, createdAt, sessionId, status, errorCode, errorDescription };
    },
  };

  async function createSession({ userId, email, returnUrl, metadata }: CreateVerificationRequest) {
    const session = await stripe.identity.verificationSessions.create({
      type: 'document',
      client_reference_id: String(userId),
      provided_details: { email },
      metadata,
      return_url: returnUrl,
      options: { document: { require_matching_selfie: true } },
    });
    if (!session.url) throw new Error('Stripe returned a verification session without a URL');
    return { sessionId: session.id, url: session.url, status: fromStripeSession(session).status };
  }
}

/** Stripe's refusals are the request's fault (400, with Stripe's reason); anything else is Stripe being away. */
async function asAppError<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (e instanceof Stripe.errors.StripeInvalidRequestError) {
      if (e.statusCode === 404) throw new AppError('not_found', 'Verification session not found');
      throw new AppError('validation_failed', e.message);
    }
    if (e instanceof Stripe.errors.StripeError)
      throw new AppError('unavailable', 'Identity verification is not available right now. Please try again later.');
    throw e;
  }
}
