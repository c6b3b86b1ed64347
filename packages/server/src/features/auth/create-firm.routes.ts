import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createFirmSchema, signInResultSchema } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requestOrigin } from '../../http/request-context.ts';
import type { AuthDeps } from './auth.service.ts';
import { sendOutcome } from './auth.routes.ts';
import { createFirm } from './create-firm.service.ts';

/** Public sign-up: POST /api/firms creates a firm and signs its first partner in, so it lives with sign-in. */
export const createFirmRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const auth: AuthDeps = {
      db: deps.database.db,
      clock: deps.clock,
      mailer: deps.mailer,
      sms: deps.sms,
      publicUrl: deps.config.publicUrl,
    };

    app.post(
      '/api/firms',
      {
        config: {
          rateLimit: { max: Math.max(1, Math.floor(deps.config.RATE_LIMIT_MAX / 60)), timeWindow: '1 minute' },
        },
        schema: { tags: ['firm'], body: createFirmSchema, response: { 200: signInResultSchema } },
      },
      async (req, reply) => sendOutcome(reply, deps, await createFirm(auth, req.body, requestOrigin(req))),
    );
  };
