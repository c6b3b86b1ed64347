import { z } from 'zod';

export const checkoutStatusSchema = z.enum(['open', 'paid', 'expired']);
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

/** A checkout was created: the browser goes to the provider's (or the built-in test) payment page. */
export const checkoutSessionSchema = z.object({ checkout_url: z.string() });
/** The payer came back with this session id; the provider is asked whether it was paid. */
export const verifyCheckoutSchema = z.object({ session_id: z.string().min(1).max(300) });

/** The portal's own test-mode checkout page (when Stripe is not configured). */
export const testCheckoutSchema = z.object({
  id: z.string(),
  /** What is being paid, as the page's title says it: 'Pay deposit', 'Pay invoice'. */
  title: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  description: z.string(),
  firm_name: z.string(),
  status: checkoutStatusSchema,
  cancel_url: z.string(),
});
export const testCheckoutPaidSchema = z.object({ redirect_url: z.string() });

export const paymentMessages = {
  testCheckout: 'Test mode: no real payment is made and no card is charged.',
  checkoutNotFound: 'Checkout not found',
  checkoutExpired: 'This checkout has expired. Please start again.',
  checkoutReplaced: 'This checkout was replaced by a newer one. Please start again.',
  paymentInProgress: 'A payment for this is already being processed.',
  checkoutBusy: 'Another checkout for this was just opened. Please try again.',
} as const;
