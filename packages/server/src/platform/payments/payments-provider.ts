/** A card checkout for a deposit: the payer is sent to `url`, and comes back to the success URL. */
export interface CheckoutRequest {
  amountCents: number;
  currency: string;
  description: string;
  /** Where the payer returns after paying; the provider appends `checkout_session_id`. */
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
  expiresAt: Date;
}

/**
 * The payments service (spec 001 §4 Deposit): Stripe Checkout when STRIPE_SECRET_KEY is set, otherwise the
 * portal's own test-mode checkout page. Either one says whether a session was paid when asked: a return
 * to the success URL proves nothing by itself.
 */
export interface PaymentsProvider {
  kind: 'stripe' | 'test';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  isPaid(sessionId: string): Promise<boolean>;
}

/** Adds the session id to a return URL (Stripe fills in its `{CHECKOUT_SESSION_ID}` template). */
export const withSessionParam = (url: string, sessionId: string) =>
  `${url}${url.includes('?') ? '&' : '?'}checkout_session_id=${sessionId}`;
