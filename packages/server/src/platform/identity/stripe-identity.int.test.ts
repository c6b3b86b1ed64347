import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeIdentity } from './stripe-identity.ts';

/**
 * Stripe Identity through the official SDK, against a local server that answers like Stripe's API; the
 * webhook signature is made with the SDK's own test helper.
 */
describe('Stripe Identity adapter', () => {
  let server: http.Server;
  let port = 0;
  const received: { method: string; path: string; body: string; auth?: string }[] = [];
  let lastError: { code: string; reason: string } | null = null;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ method: req.method!, path: req.url!, body, auth: req.headers.authorization });
        res.setHeader('content-type', 'application/json');
        const session = (status: string) => ({
          id: 'vs_123',
          object: 'identity.verification_session',
          status,
          url: 'https://verify.stripe.test/start/vs_123',
          last_error: lastError,
        });
        if (req.method === 'POST' && req.url === '/v1/identity/verification_sessions') {
          res.end(JSON.stringify(session('requires_input')));
        } else if (req.method === 'GET' && req.url?.startsWith('/v1/identity/verification_sessions/vs_123')) {
          res.end(JSON.stringify(session(lastError ? 'requires_input' : 'verified')));
        } else {
          res.statusCode = 404;
          res.end(JSON.stringify({ error: { message: 'No such route' } }));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const adapter = () =>
    createStripeIdentity({
      secretKey: 'sk_test_identity',
      webhookSecret: 'whsec_test',
      host: '127.0.0.1',
      port,
      protocol: 'http',
    });

  it('creates a document-and-selfie session with the return address and metadata, using the secret key', async () => {
    const session = await adapter().createSession({
      userId: 7,
      returnUrl: 'https://portal.test/review-signature-request/3',
      metadata: { signer_id: '12' },
    });
    expect(session).toEqual({
      sessionId: 'vs_123',
      url: 'https://verify.stripe.test/start/vs_123',
      status: 'requires_input',
    });
    const sent = received.find((r) => r.method === 'POST')!;
    expect(sent.auth).toBe('Bearer sk_test_identity');
    const form = new URLSearchParams(sent.body);
    expect(form.get('type')).toBe('document');
    expect(form.get('return_url')).toBe('https://portal.test/review-signature-request/3');
    expect(form.get('metadata[signer_id]')).toBe('12');
    expect(form.get('options[document][require_matching_selfie]')).toBe('true');
  });

  it("reads a session's status, and any last error as Failed", async () => {
    lastError = null;
    expect(await adapter().getSession('vs_123')).toMatchObject({ status: 'verified', errorCode: null });
    lastError = { code: 'selfie_face_mismatch', reason: 'The selfie does not match the document.' };
    expect(await adapter().getSession('vs_123')).toEqual({
      sessionId: 'vs_123',
      status: 'failed',
      errorCode: 'selfie_face_mismatch',
      errorDescription: 'The selfie does not match the document.',
    });
  });

  it('accepts a webhook signed with the endpoint secret and refuses a tampered or wrongly signed one', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'identity.verification_session.verified',
      data: { object: { id: 'vs_123', object: 'identity.verification_session', status: 'verified', last_error: null } },
    });
    const stripe = new Stripe('sk_test_identity');
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test' });
    expect(adapter().parseWebhook(Buffer.from(payload), header)).toEqual({
      eventId: 'evt_1',
      sessionId: 'vs_123',
      status: 'verified',
      errorCode: null,
      errorDescription: null,
    });
    const tampered = Buffer.from(payload.replace('"verified"', '"canceled"'));
    expect(() => adapter().parseWebhook(tampered, header)).toThrow('The webhook signature does not match');
    const wrong = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => adapter().parseWebhook(Buffer.from(payload), wrong)).toThrow('The webhook signature does not match');
    expect(() => adapter().parseWebhook(Buffer.from(payload), undefined)).toThrow('Missing Stripe-Signature header');
  });
});
