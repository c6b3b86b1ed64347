import type { CheckoutStatus } from './payments.schemas.ts';

/** An open checkout past its expiry reads expired, whether or not the provider has told us yet. */
export const checkoutStatusAt = (c: { status: CheckoutStatus; expiresAt: Date }, now: Date): CheckoutStatus =>
  c.status === 'open' && c.expiresAt <= now ? 'expired' : c.status;

/** Amounts travel in cents (deposits, test checkout, later invoices and vouchers). */
export const formatCents = (cents: number, currency = 'USD') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
