import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { testVerificationOutcomeSchema, testVerificationSchema } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import {
  completeTestVerification,
  receiveVerificationWebhook,
  testVerificationInfo,
  type VerifiedHandlers,
} from './identity.service.ts';

const session = z.object({ sessionId: z.string().min(1).max(300) });

/**
 * Identity verification's webhook (Stripe Identity, or the test mode's own events) and the built-in test
 * verification page's calls. Verifications are started by the feature whose signers they check.
 */
export const identityRoutes =
  (deps: AppDeps, onResult: VerifiedHandlers = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const identity = {
      db: deps.database.db,
      identity: deps.identity,
      clock: deps.clock,
      publicUrl: deps.config.publicUrl,
      onResult,
    };
    const tags = ['identity verification'];

    // The signature is over the exact bytes sent, so this route alone reads its body raw.
    await app.register(async (hook) => {
      hook.removeAllContentTypeParsers();
      hook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
        done(null, body),
      );
      hook.post(
        '/api/identity/webhook',
        {
          schema: {
            tags,
            description: `Stripe Identity's verification_session events, signed (${deps.identity.signatureHeader} header).`,
            response: { 200: z.object({ received: z.literal(true) }) },
          },
        },
        async (req) => {
          const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          const header = req.headers[deps.identity.signatureHeader];
          await receiveVerificationWebhook(identity, raw, Array.isArray(header) ? header[0] : header);
          return { received: true as const };
        },
      );
    });

    app.get(
      '/api/test_verification/:sessionId',
      { schema: { tags, params: session, response: { 200: testVerificationSchema } } },
      (req) => testVerificationInfo(identity, requireActor(req).userId, req.params.sessionId),
    );
    app.post(
      '/api/test_verification/:sessionId',
      {
        schema: {
          tags,
          params: session,
          body: testVerificationOutcomeSchema,
          response: { 200: z.object({ redirect_url: z.string() }) },
        },
      },
      (req) => completeTestVerification(identity, requireActor(req).userId, req.params.sessionId, req.body),
    );
  };
