import { describe, expect, it } from 'vitest';
import { createTestIdentity, memorySessionStore } from './test-identity.ts';

describe('built-in test identity verification', () => {
  it('opens a session on the portal’s test page and reports each outcome through a signed event', async () => {
    const identity = createTestIdentity(memorySessionStore());
    const session = await identity.createSession({ userId: 4, returnUrl: '/x', metadata: {} });
    expect(session.url).toBe(`/test-verification/${session.sessionId}`);
    expect(session.status).toBe('requires_input');
    for (const [outcome, status] of [
      ['verified', 'verified'],
      ['canceled', 'canceled'],
      ['failed', 'failed'],
      ['requires_input', 'requires_input'],
    ] as const) {
      const { body, signature } = await identity.complete(session.sessionId, outcome);
      const event = identity.parseWebhook(body, signature)!;
      expect(event).toMatchObject({ sessionId: session.sessionId, status });
      expect((await identity.getSession(session.sessionId)).status).toBe(status);
    }
    const failed = await identity.getSession(session.sessionId);
    expect(failed.errorCode).toBeNull();
  });

  it('refuses an event that was changed, signed with another secret, or unsigned', async () => {
    const identity = createTestIdentity(memorySessionStore(), 'a'.repeat(64));
    const other = createTestIdentity(memorySessionStore(), 'b'.repeat(64));
    const session = await identity.createSession({ userId: 4, returnUrl: '/x', metadata: {} });
    const { body, signature } = await identity.complete(session.sessionId, 'failed');
    expect(identity.parseWebhook(body, signature)).toMatchObject({ status: 'failed', errorCode: 'document_expired' });
    const forged = Buffer.from(body.toString().replace('"failed"', '"verified"'));
    expect(() => identity.parseWebhook(forged, signature)).toThrow('The webhook signature does not match');
    expect(() => other.parseWebhook(body, signature)).toThrow('The webhook signature does not match');
    expect(() => identity.parseWebhook(body, undefined)).toThrow('Missing signature');
    await expect(identity.getSession('vs_test_unknown')).rejects.toThrow('Verification session not found');
  });
});
