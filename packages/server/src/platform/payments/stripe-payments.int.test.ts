import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, fixedClock } from '@portal/domain';
import { createPaymentsProvider } from './create-payments-provider.ts';

/**
 * Stripe Checkout through the official SDK, against a local server that answers like Stripe's API; webhook
 * signatures are made with the SDK's own test helper.
 */
describe('Stripe Checkout adapter', () => {
  let server: http.Server;
  let base = '';
  const received: { method: string; path: string; body: string; auth?: string }[] = [];
  const session = (id: string, paid: boolean, status = paid ? 'complete' : 'open') => ({
    id,
    object: 'checkout.session',
    url: `https://checkout.stripe.test/pay/${id}`,
    expires_at: 1_780_000_000,
    status,
    payment_status: paid ? 'paid' : 'unpaid',
    livemode: false,
  });

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ method: req.method!, path: req.url!, body, auth: req.headers.authorization });
        res.setHeader('content-type', 'application/json');
        if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
          res.end(JSON.stringify(session('cs_new', false)));
        } else if (req.method === 'GET' && req.url?.startsWith('/v1/checkout/sessions/cs_paid')) {
          res.end(JSON.stringify(session('cs_paid', true)));
        } else if (req.method === 'GET' && req.url?.startsWith('/v1/checkout/sessions/cs_open')) {
          res.end(JSON.stringify(session('cs_open', false)));
        } else if (req.method === 'POST' && req.url === '/v1/checkout/sessions/cs_open/expire') {
          res.end(JSON.stringify(session('cs_open', false, 'expired')));
        } else if (req.method === 'GET' && req.url?.startsWith('/v1/checkout/sessions/cs_settling')) {
          res.end(JSON.stringify(session('cs_settling', false, 'complete')));
        } else {
          res.statusCode = 404;
          res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such checkout session' } }));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // Chosen the way the server chooses: a secret key (and STRIPE_API_BASE) means Stripe.
  const adapter = (webhookSecret: string | undefined = 'whsec_pay') =>
    createPaymentsProvider(
      { STRIPE_SECRET_KEY: 'sk_test_pay', STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: base },
      null as never,
      fixedClock('2026-03-01T10:00:00Z'),
    );
  const signed = (event: object, secret = 'whsec_pay') => {
    const payload = JSON.stringify(event);
    return { raw: Buffer.from(payload), header: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  };
  const completed = (id: string, paymentStatus: string, type = 'checkout.session.completed') => ({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: 'cs_new', object: 'checkout.session', payment_status: paymentStatus } },
  });

  it('creates a checkout for the amount with the return addresses and metadata, and asks Stripe whether it was paid', async () => {
    const stripe = adapter();
    expect(stripe.kind).toBe('stripe');
    const created = await stripe.createCheckout({
      amountCents: 123456,
      currency: 'usd',
      description: 'Form 1040-V: 2025 Form 1040 (2025)',
      successUrl: 'https://portal.test/tax-return-delivery/1?companyId=2&voucherId=3',
      cancelUrl: 'https://portal.test/tax-return-delivery/1?companyId=2&voucherId=3',
      metadata: { tax_return_voucher_id: '3', firm_id: '9' },
    });
    expect(created).toMatchObject({ sessionId: 'cs_new', url: 'https://checkout.stripe.test/pay/cs_new' });
    const sent = received.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(sent.auth).toBe('Bearer sk_test_pay');
    const form = new URLSearchParams(sent.body);
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('123456');
    expect(form.get('success_url')).toBe(
      'https://portal.test/tax-return-delivery/1?companyId=2&voucherId=3&checkout_session_id={CHECKOUT_SESSION_ID}',
    );
    expect(form.get('metadata[tax_return_voucher_id]')).toBe('3');
    expect(await stripe.isPaid('cs_paid')).toBe(true);
  });

  it('closes an open session at Stripe, and reports one that was paid or is settling instead', async () => {
    const stripe = adapter();
    expect(await stripe.close('cs_open')).toBe('closed');
    expect(received.some((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions/cs_open/expire')).toBe(true);
    expect(await stripe.close('cs_paid')).toBe('paid');
    expect(await stripe.close('cs_settling')).toBe('pending');
    expect(received.some((r) => r.path.startsWith('/v1/checkout/sessions/cs_paid/expire'))).toBe(false);
  });

  it('reads a signed checkout.session.completed event, and ignores other events', () => {
    const stripe = adapter();
    const paid = signed(completed('evt_1', 'paid'));
    expect(stripe.parseWebhook(paid.raw, paid.header)).toEqual({ id: 'evt_1', sessionId: 'cs_new', paid: true });
    const later = signed(completed('evt_2', 'paid', 'checkout.session.async_payment_succeeded'));
    expect(stripe.parseWebhook(later.raw, later.header)).toMatchObject({ paid: true });
    const pending = signed(completed('evt_3', 'unpaid'));
    expect(stripe.parseWebhook(pending.raw, pending.header)).toMatchObject({ paid: false });
    const other = signed({ ...completed('evt_4', 'paid'), type: 'customer.created' });
    expect(stripe.parseWebhook(other.raw, other.header)).toBeNull();
  });

  it('refuses an unsigned, wrongly signed or changed event (400), and every event without a webhook secret (503)', () => {
    const refusal = (call: () => unknown) => {
      try {
        call();
      } catch (e) {
        return e instanceof AppError ? e.code : e;
      }
      return 'accepted';
    };
    const paid = signed(completed('evt_1', 'paid'));
    expect(refusal(() => adapter().parseWebhook(paid.raw, undefined))).toBe('bad_request');
    const forged = signed(completed('evt_1', 'paid'), 'whsec_other');
    expect(refusal(() => adapter().parseWebhook(forged.raw, forged.header))).toBe('bad_request');
    const changed = Buffer.from(paid.raw.toString().replace('"paid"', '"unpaid"'));
    expect(refusal(() => adapter().parseWebhook(changed, paid.header))).toBe('bad_request');
    expect(refusal(() => adapter('').parseWebhook(paid.raw, paid.header))).toBe('unavailable');
  });
});
