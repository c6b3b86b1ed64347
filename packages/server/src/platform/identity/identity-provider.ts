import type { VerificationStatus } from '@portal/domain';

export interface CreateVerificationRequest {
  /** The portal user being verified; Stripe gets it as the session's client_reference_id. */
  userId: number;
  /** Shown to the signer on the provider's page (Stripe's provided_details). */
  email: string;
  /** Where the signer comes back to when done, e.g. the signing page. */
  returnUrl: string;
  /** Ties the session to what it is for (firm, signature request, signer); both providers keep it. */
  metadata: Record<string, string>;
}

/** A verification a signer is sent through: a photo ID and a matching selfie (issue 16 §6). */
export interface VerificationSession {
  sessionId: string;
  /**
   * Where the signer goes to verify: Stripe's hosted page (single-use and short-lived: redirect to it,
   * never email or store it), or the portal's test verification page.
   */
  url: string;
  status: VerificationStatus;
}

export interface VerificationSessionState {
  sessionId: string;
  status: VerificationStatus;
  /** Why the last check failed (Stripe's last_error.code); any error code reads Failed (spec 002 §4). */
  errorCode: string | null;
  errorDescription: string | null;
  /** A fresh page to try again while the session still needs input, else null. */
  url: string | null;
}

/** A provider's notice that a session changed, proven to come from the provider. */
export interface VerificationEvent {
  /** The provider's event id: the server applies each one once. */
  id: string;
  /** The provider's event type, e.g. `identity.verification_session.verified`. */
  type: string;
  /** When the provider made the event: events may arrive out of order, so a newer one wins. */
  createdAt: Date;
  sessionId: string;
  status: VerificationStatus;
  errorCode: string | null;
  errorDescription: string | null;
}

/**
 * Identity verification: Stripe Identity when STRIPE_SECRET_KEY is set, else the built-in test mode that
 * does the same job on this machine (a page where the tester chooses the outcome, as Stripe's test mode
 * does). Both report through a signed webhook, so the server applies results one way.
 */
export interface IdentityProvider {
  kind: 'stripe' | 'test';
  /** The request header that carries the webhook's signature. */
  signatureHeader: string;
  createSession(request: CreateVerificationRequest): Promise<VerificationSession>;
  getSession(sessionId: string): Promise<VerificationSessionState>;
  /**
   * Checks the signature over the raw body (a missing or wrong one is AppError bad_request) and reads
   * the event. Null for a correctly signed event about something else (the endpoint may receive other
   * Stripe events): the route answers 200 so the sender does not retry it.
   */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): VerificationEvent | null;
}

/** Stripe's event types for a session, also used by the test mode so both read alike. */
export const VERIFICATION_EVENT_PREFIX = 'identity.verification_session.';
