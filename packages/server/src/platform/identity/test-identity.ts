import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  AppError,
  TEST_VERIFICATION_ERRORS,
  VERIFICATION_STATUSES,
  type Clock,
  type TestVerificationOutcome,
  type VerificationStatus,
} from '@portal/domain';
import {
  VERIFICATION_EVENT_PREFIX,
  type IdentityProvider,
  type VerificationEvent,
  type VerificationSessionState,
} from './identity-provider.ts';
import { hmacWebhookSignature, parseJson } from '../webhooks/hmac-signature.ts';

/** A test-mode session as kept by the store: what the test page shows and where it sends the tester back. */
export interface TestVerificationSession {
  sessionId: string;
  userId: number;
  email: string;
  returnUrl: string;
  metadata: Record<string, string>;
  status: VerificationStatus;
  errorCode: string | null;
  errorDescription: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Where test sessions are kept: memory in tests, a table in the server (so any process can serve the page). */
export interface TestVerificationStore {
  get(sessionId: string): Promise<TestVerificationSession | null>;
  put(session: TestVerificationSession): Promise<void>;
}

export function memoryTestVerificationStore(): TestVerificationStore {
  const sessions = new Map<string, TestVerificationSession>();
  return {
    get: async (sessionId) => {
      const found = sessions.get(sessionId);
      return found ? structuredClone(found) : null;
    },
    put: async (session) => void sessions.set(session.sessionId, structuredClone(session)),
  };
}

/** The signed notice of a tester's choice, ready to hand to the webhook route as Stripe's would arrive. */
export interface TestWebhook {
  event: VerificationEvent;
  rawBody: Buffer;
  signatureHeader: string;
}

export interface TestIdentityProvider extends IdentityProvider {
  kind: 'test';
  /** The whole stored session, for the test verification page. */
  getTestSession(sessionId: string): Promise<TestVerificationSession>;
  /** Records the tester's choice and returns it as a signed webhook; verified and canceled are final. */
  completeTestSession(sessionId: string, outcome: TestVerificationOutcome): Promise<TestWebhook>;
}

const FINAL: readonly VerificationStatus[] = ['verified', 'canceled'];

const eventBodySchema = z.object({
  id: z.string().min(1),
  type: z.string().startsWith(VERIFICATION_EVENT_PREFIX),
  created_at: z.iso.datetime(),
  session_id: z.string().min(1),
  status: z.enum(VERIFICATION_STATUSES),
  error_code: z.string().nullable(),
  error_description: z.string().nullable(),
});

/**
 * The built-in test mode (no STRIPE_SECRET_KEY): sessions live in the caller's store, the signer goes to
 * `/test-verification/{id}` on this portal, and the tester's choice comes back as an event signed with an
 * HMAC of this process's secret, in Stripe's header format (`t=…,v1=…`), and is checked the same way.
 */
export function createTestIdentity(opts: {
  store: TestVerificationStore;
  clock: Clock;
  /** Defaults to a random secret per process: the page's process signs and applies its own events. */
  secret?: string;
}): TestIdentityProvider {
  const signature = hmacWebhookSignature(opts.secret ?? randomBytes(32).toString('hex'), opts.clock);

  const getTestSession = async (sessionId: string) => {
    const found = await opts.store.get(sessionId);
    if (!found) throw new AppError('not_found', 'Verification session not found');
    return found;
  };
  const stateOf = (s: TestVerificationSession): VerificationSessionState => ({
    sessionId: s.sessionId,
    status: s.status,
    errorCode: s.errorCode,
    errorDescription: s.errorDescription,
    url: s.status === 'requires_input' || s.status === 'failed' ? pageUrl(s.sessionId) : null,
  });

  return {
    kind: 'test',
    signatureHeader: 'x-test-identity-signature',
    async createSession({ userId, email, returnUrl, metadata }) {
      const sessionId = `vs_test_${randomBytes(18).toString('base64url')}`;
      const now = opts.clock.now();
      await opts.store.put({
        sessionId,
        userId,
        email,
        returnUrl,
        metadata: { ...metadata },
        status: 'requires_input',
        errorCode: null,
        errorDescription: null,
        createdAt: now,
        updatedAt: now,
      });
      return { sessionId, url: pageUrl(sessionId), status: 'requires_input' };
    },
    getSession: async (sessionId) => stateOf(await getTestSession(sessionId)),
    getTestSession,
    async completeTestSession(sessionId, outcome) {
      const session = await getTestSession(sessionId);
      if (FINAL.includes(session.status)) {
        throw new AppError('conflict', 'This verification session is already finished');
      }
      const now = opts.clock.now();
      const errorCode = outcome.outcome === 'failed' ? outcome.error_code : null;
      const updated: TestVerificationSession = {
        ...session,
        status: outcome.outcome,
        errorCode,
        errorDescription: errorCode ? TEST_VERIFICATION_ERRORS[errorCode] : null,
        updatedAt: now,
      };
      await opts.store.put(updated);
      // Stripe reports a failed check as the session returning to requires_input with a last error.
      const typeStatus = outcome.outcome === 'failed' ? 'requires_input' : outcome.outcome;
      const event: VerificationEvent = {
        id: `evt_test_${randomBytes(12).toString('hex')}`,
        type: `${VERIFICATION_EVENT_PREFIX}${typeStatus}`,
        createdAt: now,
        sessionId,
        status: updated.status,
        errorCode: updated.errorCode,
        errorDescription: updated.errorDescription,
      };
      const body = JSON.stringify({
        id: event.id,
        type: event.type,
        created_at: now.toISOString(),
        session_id: sessionId,
        status: event.status,
        error_code: event.errorCode,
        error_description: event.errorDescription,
      });
      return { event, rawBody: Buffer.from(body), signatureHeader: signature.header(body) };
    },
    parseWebhook(rawBody, signatureHeader) {
      const body = signature.verify(rawBody, signatureHeader);
      const parsed = eventBodySchema.safeParse(parseJson(body));
      if (!parsed.success) throw new AppError('bad_request', 'The webhook event is not a verification event');
      const e = parsed.data;
      return {
        id: e.id,
        type: e.type,
        createdAt: new Date(e.created_at),
        sessionId: e.session_id,
        status: e.status,
        errorCode: e.error_code,
        errorDescription: e.error_description,
      };
    },
  };
}

const pageUrl = (sessionId: string) => `/test-verification/${encodeURIComponent(sessionId)}`;
