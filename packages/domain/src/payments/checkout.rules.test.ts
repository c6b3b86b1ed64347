import { describe, expect, it } from 'vitest';
import { checkoutStatusAt, formatCents } from './checkout.rules.ts';

describe('checkout', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('an open checkout past its expiry reads expired; paid stays paid', () => {
    expect(checkoutStatusAt({ status: 'open', expiresAt: new Date('2026-03-01T12:00:01Z') }, now)).toBe('open');
    expect(checkoutStatusAt({ status: 'open', expiresAt: now }, now)).toBe('expired');
    expect(checkoutStatusAt({ status: 'paid', expiresAt: new Date('2026-02-01T00:00:00Z') }, now)).toBe('paid');
    expect(checkoutStatusAt({ status: 'expired', expiresAt: new Date('2027-01-01T00:00:00Z') }, now)).toBe('expired');
  });
  it('formats cents in the currency', () => {
    expect(formatCents(12345)).toBe('$123.45');
    expect(formatCents(5000, 'usd')).toBe('$50.00');
  });
});
