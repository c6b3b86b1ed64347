import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError, fixedClock } from '@portal/domain';
import { createIdentityProvider } from './create-identity-provider.ts';
import { memoryTestVerificationStore } from './test-identity.ts';

type LastError = { code: string | null; reason: string | null } | null;

/**
 * Stripe Identity through the official SDK, against a local server that answers like Stripe's API; the
 * webhook signature is made with the SDK's own test helper.
 */
describe('Stripe Identity adapter', () => {
  let server: http.Server;
  let base = '';
  const received: { method: string; path: string; body: string; auth?: string }[] = [];
  const sessions = new Map<string, { status: string; last_error: LastError }>();

  const sessionJson = (id: string) => ({
    id,
    object: 'identity.verification_session',
    status: sessions.get(id)!.status,
    last_error: sessions.get(id)!.last_error,
    url: `https://verify.stripe.test/start/${id}`,
    created: 1_780_000_000,
    livemode: false,
  });

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ method: req.method!, path: req.url!, body, auth: req.headers.authorization });
        res.setHeader('content-type', 'application/json');
        const id = /^\/v1\/identity\/verification_sessions\/([^/?]+)/.exec(req.url ?? '')?.[1];
        if (req.method === 'POST' && req.url === '/v1/identity/verification_sessions') {
          if (new URLSearchParams(body).get('return_url') === 'not a url') {
            res.statusCode = 400;
            res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Not a valid URL' } }));
            return;
          }
          sessions.set('vs_new', { status: 'requires_input', last_error: null });
          res.end(JSON.stringify(sessionJson('vs_new')));
        } else if (req.method === 'GET' && id && sessions.has(id)) {
          res.end(JSON.stringify(sessionJson(id)));
        } else {
          res.statusCode = 404;
          res.end(
            JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such verification session' } }),
          );
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    received.length = 0;
    sessions.clear();
  });

  // Chosen the way the server chooses: a secret key (and STRIPE_API_BASE) means Stripe.
  const adapter = (webhookSecret: string | null = 'whsec_test') =>
    createIdentityProvider(
      {
        STRIPE_SECRET_KEY: 'sk_test_identity',
        STRIPE_WEBHOOK_SECRET: webhookSecret ?? undefined,
        STRIPE_API_BASE: base,
      },
      { testStore: memoryTestVerificationStore(), clock: fixedClock('2026-03-01T10:00:00Z') },
    );

  const refusal = (call: () => unknown) => {
    try {
      call();
    } catch (e) {
      return e instanceof AppError ? { code: e.code, status: e.status, message: e.message } : e;
    }
    return 'accepted';
  };

  it('creates a document-and-selfie session for the signer, with the return address and metadata, using the secret key', async () => {
    const identity = adapter();
    expect(identity.kind).toBe('stripe');
    const session = await identity.createSession({
      userId: 7,
      email: 'signer@example.test',
      returnUrl: 'https://portal.test/review-signature-request/3?companyId=9',
      metadata: { firm_id: '2', signer_id: '12' },
    });
    expect(session).toEqual({
      sessionId: 'vs_new',
      url: 'https://verify.stripe.test/start/vs_new',
      status: 'requires_input',
    });
    const [sent] = received;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/identity/verification_sessions' });
    expect(sent!.auth).toBe('Bearer sk_test_identity');
    const form = new URLSearchParams(sent!.body);
    expect(form.get('type')).toBe('document');
    expect(form.get('return_url')).toBe('https://portal.test/review-signature-request/3?companyId=9');
    expect(form.get('metadata[firm_id]')).toBe('2');
    expect(form.get('metadata[signer_id]')).toBe('12');
    expect(form.get('options[document][require_matching_selfie]')).toBe('true');
    expect(form.get('client_reference_id')).toBe('7');
    expect(form.get('provided_details[email]')).toBe('signer@example.test');
  });

  it("refuses what Stripe refuses as the request's fault", async () => {
    await expect(
      adapter().createSession({ userId: 7, email: 'a@b.test', returnUrl: 'not a url', metadata: {} }),
    ).rejects.toMatchObject({ code: 'validation_failed', message: 'Not a valid URL' });
  });

  it.each<[string, string, LastError, object]>([
    [
      'requires_input',
      'requires_input',
      null,
      { status: 'requires_input', errorCode: null, url: 'https://verify.stripe.test/start/vs_1' },
    ],
    ['processing', 'processing', null, { status: 'processing', errorCode: null, url: null }],
    ['verified', 'verified', null, { status: 'verified', errorCode: null, url: null }],
    ['canceled', 'canceled', null, { status: 'canceled', errorCode: null, url: null }],
    ['a status Stripe may add later', 'paused', null, { status: 'not_started', errorCode: null }],
    [
      'a failed check (requires_input with a last error) as Failed',
      'requires_input',
      { code: 'selfie_face_mismatch', reason: 'The selfie does not match the document.' },
      {
        status: 'failed',
        errorCode: 'selfie_face_mismatch',
        errorDescription: 'The selfie does not match the document.',
        url: 'https://verify.stripe.test/start/vs_1',
      },
    ],
    [
      'a canceled session with a last error as Failed',
      'canceled',
      { code: 'consent_declined', reason: null },
      { status: 'failed', errorCode: 'consent_declined', errorDescription: null },
    ],
    [
      'a verified retry, leaving the earlier error behind',
      'verified',
      { code: 'document_expired', reason: 'The document has expired.' },
      { status: 'verified', errorCode: null, errorDescription: null },
    ],
    [
      'a retry in processing, leaving the earlier error behind',
      'processing',
      { code: 'document_expired', reason: 'The document has expired.' },
      { status: 'processing', errorCode: null },
    ],
  ])('reads %s', async (_case, status, lastError, expected) => {
    sessions.set('vs_1', { status, last_error: lastError });
    expect(await adapter().getSession('vs_1')).toMatchObject({ sessionId: 'vs_1', ...expected });
    expect(received[0]).toMatchObject({ method: 'GET', path: '/v1/identity/verification_sessions/vs_1' });
  });

  it('answers not found for a session Stripe does not know', async () => {
    await expect(adapter().getSession('vs_gone')).rejects.toMatchObject({ code: 'not_found' });
  });

  describe('webhook', () => {
    const stripe = new Stripe('sk_test_identity');
    const eventPayload = (type: string, status: string, lastError: LastError = null) =>
      JSON.stringify({
        id: 'evt_1',
        object: 'event',
        type,
        created: 1_780_000_100,
        data: { object: { id: 'vs_9', object: 'identity.verification_session', status, last_error: lastError } },
      });
    const header = (payload: string, secret = 'whsec_test', timestamp?: number) =>
      stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

    it('reads an event signed with the endpoint secret', () => {
      const payload = eventPayload('identity.verification_session.verified', 'verified');
      expect(adapter().parseWebhook(Buffer.from(payload), header(payload))).toEqual({
        id: 'evt_1',
        type: 'identity.verification_session.verified',
        createdAt: new Date(1_780_000_100 * 1000),
        sessionId: 'vs_9',
        status: 'verified',
        errorCode: null,
        errorDescription: null,
      });
    });

    it('reads a failed check from its last error', () => {
      const payload = eventPayload('identity.verification_session.requires_input', 'requires_input', {
        code: 'document_expired',
        reason: 'The document has expired.',
      });
      expect(adapter().parseWebhook(Buffer.from(payload), header(payload))).toMatchObject({
        type: 'identity.verification_session.requires_input',
        status: 'failed',
        errorCode: 'document_expired',
        errorDescription: 'The document has expired.',
      });
    });

    it('ignores a correctly signed event about something else', () => {
      const payload = eventPayload('checkout.session.completed', 'complete');
      expect(adapter().parseWebhook(Buffer.from(payload), header(payload))).toBeNull();
    });

    it('refuses a tampered body, another secret, an old signature or none, as a 400', () => {
      const payload = eventPayload('identity.verification_session.verified', 'verified');
      const signed = header(payload);
      const badSignature = { code: 'bad_request', status: 400, message: 'The webhook signature does not match' };
      const tampered = Buffer.from(payload.replace('"vs_9"', '"vs_8"'));
      expect(refusal(() => adapter().parseWebhook(tampered, signed))).toEqual(badSignature);
      const other = header(payload, 'whsec_other');
      expect(refusal(() => adapter().parseWebhook(Buffer.from(payload), other))).toEqual(badSignature);
      const old = header(payload, 'whsec_test', Math.floor(Date.now() / 1000) - 3600);
      expect(refusal(() => adapter().parseWebhook(Buffer.from(payload), old))).toEqual(badSignature);
      expect(refusal(() => adapter().parseWebhook(Buffer.from(payload), undefined))).toEqual({
        code: 'bad_request',
        status: 400,
        message: 'Missing Stripe-Signature header',
      });
      expect(refusal(() => adapter().parseWebhook(Buffer.from(payload), 'garbage'))).toEqual(badSignature);
    });

    it('is unavailable (so Stripe retries later) while no endpoint secret is configured', () => {
      const payload = eventPayload('identity.verification_session.verified', 'verified');
      expect(refusal(() => adapter(null).parseWebhook(Buffer.from(payload), header(payload)))).toMatchObject({
        code: 'unavailable',
        status: 503,
      });
    });
  });
});
