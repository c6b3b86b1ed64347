import type { IdentityStatus } from '@portal/domain';

/** A verification a signer is sent through: a photo ID and a selfie (issue 16 §6). */
export interface VerificationSession {
  sessionId: string;
  /** Where the signer goes to verify: Stripe's hosted page, or the portal's test verification page. */
  url: string;
  status: IdentityStatus;
}

export interface VerificationResult {
  sessionId: string;
  status: IdentityStatus;
  errorCode: string | null;
  errorDescription: string | null;
}

/** A provider's notice that a session changed, checked to come from the provider. */
export interface VerificationEvent extends VerificationResult {
  /** The provider's event id: each is applied once. */
  eventId: string;
}

/**
 * Identity verification: Stripe Identity when STRIPE_SECRET_KEY is set, else the built-in test mode that
 * does the same job on this machine (a page where the tester chooses the outcome, as Stripe's test mode
 * does). Both report through a signed webhook, so the server applies results one way.
 */
export interface IdentityProvider {
  kind: 'stripe' | 'test';
  createSession(request: {
    userId: number;
    returnUrl: string;
    metadata: Record<string, string>;
  }): Promise<VerificationSession>;
  getSession(sessionId: string): Promise<VerificationResult>;
  /** The raw body and its signature header; a missing or wrong signature is a 400. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): VerificationEvent | null;
}

/** Stripe's session statuses are ours; a last error makes it failed ("Any error_code shows Failed"). */
export function statusFromStripe(status: string, errorCode: string | null | undefined): IdentityStatus {
  if (errorCode) return 'failed';
  switch (status) {
    case 'requires_input':
    case 'processing':
    case 'verified':
    case 'canceled':
      return status;
    default:
      return 'not_started';
  }
}
