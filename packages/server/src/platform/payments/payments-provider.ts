/** A card checkout for a deposit or a voucher: the payer is sent to `url`, and comes back to the success URL. */
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
  /** The request header that carries a webhook's signature. */
  signatureHeader: string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  isPaid(sessionId: string): Promise<boolean>;
  /**
   * Closes an open session so that it can no longer be paid, before another one opens for the same subject
   * (two tabs, or a taxpayer and a spouse, would otherwise each pay it). A session that completed first
   * cannot be closed: it answers 'paid', or 'pending' while a delayed payment method is still settling.
   */
  close(sessionId: string): Promise<'closed' | 'paid' | 'pending'>;
  /**
   * Checks the signature over the raw body (a missing or wrong one is AppError bad_request) and reads the
   * event. Null for a correctly signed event about something else (the endpoint may receive other Stripe
   * events): the route answers 200 so the sender does not retry it.
   */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent | null;
}

/** A provider's notice that a checkout session completed, proven to come from the provider. */
export interface PaymentEvent {
  /** The provider's event id: the server applies each one once. */
  id: string;
  sessionId: string;
  /** The money was taken (a delayed method may complete unpaid and succeed later, in another event). */
  paid: boolean;
}

/** Stripe's event types for a paid checkout session; the test mode uses the first as well. */
export const CHECKOUT_PAID_EVENTS = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'];

/** Adds the session id to a return URL (Stripe fills in its `{CHECKOUT_SESSION_ID}` template). */
export const withSessionParam = (url: string, sessionId: string) =>
  `${url}${url.includes('?') ? '&' : '?'}checkout_session_id=${sessionId}`;
