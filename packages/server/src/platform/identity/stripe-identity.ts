import Stripe from 'stripe';
import { AppError } from '@portal/domain';
import { statusFromStripe, type IdentityProvider, type VerificationResult } from './identity-provider.ts';

const toResult = (s: Stripe.Identity.VerificationSession): VerificationResult => ({
  sessionId: s.id,
  status: statusFromStripe(s.status, s.last_error?.code),
  errorCode: s.last_error?.code ?? null,
  errorDescription: s.last_error?.reason ?? null,
});

/** Stripe Identity through the official SDK. `host`/`port`/`protocol` point it at another API (tests). */
export function createStripeIdentity(opts: {
  secretKey: string;
  webhookSecret: string | undefined;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}): IdentityProvider {
  const stripe = new Stripe(opts.secretKey, {
    host: opts.host,
    port: opts.port,
    protocol: opts.protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
  return {
    kind: 'stripe',
    async createSession({ returnUrl, metadata }) {
      const session = await stripe.identity.verificationSessions.create({
        type: 'document',
        metadata,
        return_url: returnUrl,
        options: { document: { require_matching_selfie: true } },
      });
      if (!session.url) throw new Error('Stripe returned a verification session without a URL');
      return { sessionId: session.id, url: session.url, status: toResult(session).status };
    },
    async getSession(sessionId) {
      return toResult(await stripe.identity.verificationSessions.retrieve(sessionId));
    },
    parseWebhook(rawBody, signature) {
      if (!opts.webhookSecret) throw new AppError('unavailable', 'Stripe webhooks are not configured');
      if (!signature) throw new AppError('bad_request', 'Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret);
      } catch {
        throw new AppError('bad_request', 'The webhook signature does not match');
      }
      if (!event.type.startsWith('identity.verification_session.')) return null;
      return { eventId: event.id, ...toResult(event.data.object as Stripe.Identity.VerificationSession) };
    },
  };
}
