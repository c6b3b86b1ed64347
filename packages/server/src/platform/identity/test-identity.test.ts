import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError, fixedClock, type TestVerificationOutcome } from '@portal/domain';
import { createIdentityProvider } from './create-identity-provider.ts';
import { createTestIdentity, memoryTestVerificationStore } from './test-identity.ts';

const signer = {
  userId: 4,
  email: 'owner@example.test',
  returnUrl: '/review-signature-request/3?companyId=9',
  metadata: { signer_id: '12' },
};

function setup(secret?: string) {
  const clock = fixedClock('2026-03-01T10:00:00Z');
  const store = memoryTestVerificationStore();
  return { clock, store, identity: createTestIdentity({ store, clock, secret }) };
}

const refusal = async (call: () => unknown) => {
  try {
    await call();
  } catch (e) {
    return e instanceof AppError ? { code: e.code, status: e.status, message: e.message } : e;
  }
  return 'accepted';
};

describe('built-in test identity verification', () => {
  it('is what the server gets without a Stripe key', () => {
    const made = createIdentityProvider(
      { STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, STRIPE_API_BASE: undefined },
      { testStore: memoryTestVerificationStore(), clock: fixedClock('2026-03-01T10:00:00Z') },
    );
    expect(made.kind).toBe('test');
  });

  it("opens a session on the portal's test page and keeps what the page needs", async () => {
    const { identity, store } = setup();
    const session = await identity.createSession(signer);
    expect(session.sessionId).toMatch(/^vs_test_[\w-]{24}$/);
    expect(session).toEqual({
      sessionId: session.sessionId,
      url: `/test-verification/${session.sessionId}`,
      status: 'requires_input',
    });
    expect(await store.get(session.sessionId)).toEqual({
      sessionId: session.sessionId,
      ...signer,
      status: 'requires_input',
      errorCode: null,
      errorDescription: null,
      createdAt: new Date('2026-03-01T10:00:00Z'),
      updatedAt: new Date('2026-03-01T10:00:00Z'),
    });
    expect(await identity.getSession(session.sessionId)).toEqual({
      sessionId: session.sessionId,
      status: 'requires_input',
      errorCode: null,
      errorDescription: null,
      url: session.url,
    });
  });

  it.each<[TestVerificationOutcome, object, string]>([
    [{ outcome: 'verified' }, { status: 'verified', errorCode: null, errorDescription: null }, 'verified'],
    [{ outcome: 'processing' }, { status: 'processing', errorCode: null, errorDescription: null }, 'processing'],
    [{ outcome: 'canceled' }, { status: 'canceled', errorCode: null, errorDescription: null }, 'canceled'],
    [
      { outcome: 'requires_input' },
      { status: 'requires_input', errorCode: null, errorDescription: null },
      'requires_input',
    ],
    [
      { outcome: 'failed', error_code: 'selfie_face_mismatch' },
      {
        status: 'failed',
        errorCode: 'selfie_face_mismatch',
        errorDescription: 'The selfie does not match the face on the identity document.',
      },
      'requires_input',
    ],
  ])('reports %o through a signed event the webhook accepts', async (outcome, result, typeStatus) => {
    const { identity, clock } = setup();
    const { sessionId } = await identity.createSession(signer);
    clock.advance(90_000);
    const webhook = await identity.completeTestSession(sessionId, outcome);
    const event = identity.parseWebhook(webhook.rawBody, webhook.signatureHeader);
    expect(event).toEqual({
      id: expect.stringMatching(/^evt_test_[0-9a-f]{24}$/),
      type: `identity.verification_session.${typeStatus}`,
      createdAt: new Date('2026-03-01T10:01:30Z'),
      sessionId,
      ...result,
    });
    expect(event).toEqual(webhook.event);
    expect(await identity.getSession(sessionId)).toMatchObject(result);
    expect((await identity.getTestSession(sessionId)).updatedAt).toEqual(new Date('2026-03-01T10:01:30Z'));
  });

  it('lets the signer try again after a failure or while processing, but not after verified or cancelled', async () => {
    const { identity } = setup();
    const { sessionId } = await identity.createSession(signer);
    await identity.completeTestSession(sessionId, { outcome: 'failed', error_code: 'document_expired' });
    expect((await identity.getSession(sessionId)).url).toBe(`/test-verification/${sessionId}`);
    await identity.completeTestSession(sessionId, { outcome: 'processing' });
    expect((await identity.getSession(sessionId)).url).toBeNull();
    await identity.completeTestSession(sessionId, { outcome: 'verified' });
    expect(await identity.getSession(sessionId)).toMatchObject({ status: 'verified', errorCode: null, url: null });
    expect(await refusal(() => identity.completeTestSession(sessionId, { outcome: 'canceled' }))).toEqual({
      code: 'conflict',
      status: 409,
      message: 'This verification session is already finished',
    });
    const other = await identity.createSession(signer);
    await identity.completeTestSession(other.sessionId, { outcome: 'canceled' });
    expect(await refusal(() => identity.completeTestSession(other.sessionId, { outcome: 'verified' }))).toMatchObject({
      code: 'conflict',
    });
  });

  it('answers not found for a session it never opened', async () => {
    const { identity } = setup();
    for (const call of [
      () => identity.getSession('vs_test_unknown'),
      () => identity.getTestSession('vs_test_unknown'),
      () => identity.completeTestSession('vs_test_unknown', { outcome: 'verified' }),
    ]) {
      expect(await refusal(call)).toEqual({
        code: 'not_found',
        status: 404,
        message: 'Verification session not found',
      });
    }
  });

  it('refuses an altered, forged, unsigned, stale or malformed event as a 400', async () => {
    const { identity, clock } = setup('a'.repeat(64));
    const { sessionId } = await identity.createSession(signer);
    const { rawBody, signatureHeader } = await identity.completeTestSession(sessionId, {
      outcome: 'failed',
      error_code: 'document_expired',
    });
    const badSignature = { code: 'bad_request', status: 400, message: 'The webhook signature does not match' };

    const altered = Buffer.from(rawBody.toString().replace('"failed"', '"verified"'));
    expect(await refusal(() => identity.parseWebhook(altered, signatureHeader))).toEqual(badSignature);
    const otherProcess = setup('b'.repeat(64)).identity;
    expect(await refusal(() => otherProcess.parseWebhook(rawBody, signatureHeader))).toEqual(badSignature);
    const movedTime = signatureHeader.replace(/t=(\d+)/, (_m, t: string) => `t=${Number(t) + 1}`);
    expect(await refusal(() => identity.parseWebhook(rawBody, movedTime))).toEqual(badSignature);
    for (const header of ['', 'garbage', 't=abc,v1=00', `t=1,v1=${'0'.repeat(64)}`]) {
      expect(await refusal(() => identity.parseWebhook(rawBody, header || undefined))).toMatchObject({
        code: 'bad_request',
        status: 400,
      });
    }
    expect(await refusal(() => identity.parseWebhook(rawBody, undefined))).toMatchObject({
      message: 'Missing signature',
    });

    clock.advance(6 * 60_000);
    expect(await refusal(() => identity.parseWebhook(rawBody, signatureHeader))).toEqual({
      code: 'bad_request',
      status: 400,
      message: 'The webhook signature has expired',
    });

    // Correctly signed with the secret, but not a verification event.
    const t = Math.floor(clock.now().getTime() / 1000);
    const body = JSON.stringify({ id: 'evt_x', type: 'checkout.session.completed' });
    const v1 = createHmac('sha256', 'a'.repeat(64)).update(`${t}.${body}`).digest('hex');
    expect(await refusal(() => identity.parseWebhook(Buffer.from(body), `t=${t},v1=${v1}`))).toEqual({
      code: 'bad_request',
      status: 400,
      message: 'The webhook event is not a verification event',
    });
  });
});
