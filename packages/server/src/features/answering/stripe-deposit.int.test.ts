import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { questionnaireFixture } from '../questionnaires/questionnaire-fixture.ts';

/**
 * The Stripe Checkout adapter through the official SDK, against a local server that answers like Stripe's
 * API: the deposit checkout is created with the amount and absolute return addresses, and verify asks
 * Stripe whether the session was paid.
 */
describe('deposit through Stripe Checkout', () => {
  let t: TestApp;
  let stripe: http.Server;
  const received: { method: string; path: string; body: string; auth?: string }[] = [];
  let paymentStatus = 'unpaid';
  // Stripe's session ids are unique: one of its own per run, so a database kept between runs holds no other.
  const sessionId = `cs_test_stripe_${randomUUID().replaceAll('-', '')}`;

  beforeAll(async () => {
    stripe = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ method: req.method!, path: req.url!, body, auth: req.headers.authorization });
        res.setHeader('content-type', 'application/json');
        if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
          res.end(
            JSON.stringify({
              id: sessionId,
              object: 'checkout.session',
              url: `https://checkout.stripe.test/c/pay/${sessionId}`,
              expires_at: 1_900_000_000,
            }),
          );
        } else if (req.method === 'GET' && req.url?.startsWith(`/v1/checkout/sessions/${sessionId}`)) {
          res.end(JSON.stringify({ id: sessionId, object: 'checkout.session', payment_status: paymentStatus }));
        } else {
          res.statusCode = 404;
          res.end(JSON.stringify({ error: { message: 'No such route' } }));
        }
      });
    });
    await new Promise<void>((resolve) => stripe.listen(0, '127.0.0.1', resolve));
    const port = (stripe.address() as AddressInfo).port;
    t = await buildTestApp({
      clock: 'fixed',
      env: {
        STRIPE_SECRET_KEY: 'sk_test_portal',
        STRIPE_API_BASE: `http://127.0.0.1:${port}`,
        PUBLIC_URL: 'https://portal.example.test',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    stripe.close();
  });

  it('creates the checkout with Stripe and marks the deposit paid only when Stripe says so', async () => {
    const f = await questionnaireFixture(t, { questionnaire: { depositAmountCents: 25000 } });
    const checkout = await f.clientCall('POST', `/api/questionnaires/${f.id}/deposit/checkout`);
    expect(checkout.json()).toEqual({ checkout_url: `https://checkout.stripe.test/c/pay/${sessionId}` });
    const create = received.find((r) => r.method === 'POST')!;
    expect(create.auth).toBe('Bearer sk_test_portal');
    const form = new URLSearchParams(create.body);
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('25000');
    expect(form.get('success_url')).toBe(
      `https://portal.example.test/questionnaire/${f.company.hashId}?questionnaireId=${f.id}&checkout_session_id={CHECKOUT_SESSION_ID}`,
    );
    const verify = () => f.clientCall('POST', `/api/questionnaires/${f.id}/deposit/verify`, { session_id: sessionId });
    expect((await verify()).json().deposit_status).toBe('unpaid');
    paymentStatus = 'paid';
    expect((await verify()).json().deposit_status).toBe('paid');
    // The built-in test checkout is off while Stripe is configured.
    expect((await f.clientCall('GET', `/api/test-checkout/${sessionId}`)).statusCode).toBe(404);
  });
});
