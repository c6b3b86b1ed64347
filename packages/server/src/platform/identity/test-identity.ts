import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError, type IdentityStatus } from '@portal/domain';
import type { IdentityProvider, VerificationEvent, VerificationResult } from './identity-provider.ts';

/** Where test sessions are kept: memory in tests, a table in the server. */
export interface TestSessionStore {
  get(sessionId: string): Promise<VerificationResult | null>;
  put(session: VerificationResult): Promise<void>;
}

export const memorySessionStore = (): TestSessionStore => {
  const sessions = new Map<string, VerificationResult>();
  return {
    get: async (id) => sessions.get(id) ?? null,
    put: async (s) => void sessions.set(s.sessionId, s),
  };
};

/** The outcomes a tester may choose on the test verification page, as Stripe's test mode offers them. */
export const TEST_OUTCOMES = {
  verified: { status: 'verified', errorCode: null, errorDescription: null },
  requires_input: { status: 'requires_input', errorCode: null, errorDescription: null },
  canceled: { status: 'canceled', errorCode: null, errorDescription: null },
  failed: {
    status: 'requires_input',
    errorCode: 'document_expired',
    errorDescription: 'The provided identity document has expired.',
  },
} as const satisfies Record<
  string,
  { status: IdentityStatus; errorCode: string | null; errorDescription: string | null }
>;
export type TestOutcome = keyof typeof TEST_OUTCOMES;

/**
 * The built-in test mode: sessions live in the store, the signer goes to `/test-verification/{id}` on this
 * portal, and the tester's choice comes back as an event signed with this process's secret, checked like
 * Stripe's webhook signature.
 */
export function createTestIdentity(store: TestSessionStore, secret = randomBytes(32).toString('hex')) {
  const sign = (body: string) => createHmac('sha256', secret).update(body).digest('hex');
  const provider: IdentityProvider & {
    complete(sessionId: string, outcome: TestOutcome): Promise<{ body: Buffer; signature: string }>;
  } = {
    kind: 'test',
    async createSession() {
      const sessionId = `vs_test_${randomBytes(18).toString('base64url')}`;
      await store.put({ sessionId, status: 'requires_input', errorCode: null, errorDescription: null });
      return { sessionId, url: `/test-verification/${sessionId}`, status: 'requires_input' };
    },
    async getSession(sessionId) {
      const found = await store.get(sessionId);
      if (!found) throw new AppError('not_found', 'Verification session not found');
      return found;
    },
    /** The tester's choice: recorded, and returned as the signed event the webhook route would receive. */
    async complete(sessionId, outcome) {
      const session = await provider.getSession(sessionId);
      const result = { ...session, ...TEST_OUTCOMES[outcome] };
      const status = result.errorCode ? 'failed' : result.status;
      await store.put({ ...result, status });
      const event: VerificationEvent = { eventId: `evt_test_${randomBytes(12).toString('hex')}`, ...result, status };
      const body = JSON.stringify(event);
      return { body: Buffer.from(body), signature: sign(body) };
    },
    parseWebhook(rawBody, signature) {
      if (!signature) throw new AppError('bad_request', 'Missing signature');
      const expected = Buffer.from(sign(rawBody.toString('utf8')), 'hex');
      const given = Buffer.from(signature, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new AppError('bad_request', 'The webhook signature does not match');
      }
      return JSON.parse(rawBody.toString('utf8')) as VerificationEvent;
    },
  };
  return provider;
}
