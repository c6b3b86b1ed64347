import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recordIdParam,
  publicTemplateSchema,
  templateHashParamsSchema,
  templatePublicLinkSchema,
  templateStartInputSchema,
  templateStartResultSchema,
  type TemplateStartResult,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { requestOrigin } from '../../http/request-context.ts';
import { type AuthDeps, sendOutcome } from '../auth/index.ts';
import { publicTemplate, startFromTemplate } from './template-start.service.ts';
import { templatePublicLink } from './templates.service.ts';

const id = recordIdParam;

/**
 * The public template start (spec 000 §2 /template/{hashId}) and the staff call that hands out its link.
 * The public calls need no sign-in, so they get the strict per-IP limit of the sign-in calls.
 */
export const templateStartRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const auth: AuthDeps = {
      db,
      clock: deps.clock,
      mailer: deps.mailer,
      sms: deps.sms,
      publicUrl: deps.config.publicUrl,
    };
    const strict = {
      rateLimit: { max: Math.max(1, Math.floor(deps.config.RATE_LIMIT_MAX / 20)), timeWindow: '1 minute' },
    };
    const tags = ['template start'];

    app.post(
      '/api/questionnaire_templates/:id/public_link',
      { schema: { tags, params: z.object({ id }), response: { 200: templatePublicLinkSchema } } },
      (req) => templatePublicLink(db, requireActor(req), req.params.id, deps.config.publicUrl, deps.clock.now()),
    );

    app.get(
      '/api/public/templates/:hashId',
      { config: strict, schema: { tags, params: templateHashParamsSchema, response: { 200: publicTemplateSchema } } },
      (req) => publicTemplate(db, req.params.hashId),
    );

    app.post(
      '/api/public/templates/:hashId/start',
      {
        config: strict,
        schema: {
          tags,
          params: templateHashParamsSchema,
          body: templateStartInputSchema,
          response: { 200: templateStartResultSchema },
        },
      },
      async (req, reply): Promise<TemplateStartResult> => {
        const result = await startFromTemplate(auth, req.params.hashId, req.body, requestOrigin(req));
        if (result.step !== 'started') {
          reply.header('cache-control', 'no-store');
          return result;
        }
        const signedIn = sendOutcome(reply, deps, result.outcome);
        // completeSignIn only stops short of a session for a second factor, which the service sends by email.
        if (signedIn.status !== 'signed_in') return { step: 'check-email' };
        return {
          step: 'started',
          redirect: signedIn.redirect,
          firebase_token: signedIn.firebase_token,
          expires_at: signedIn.expires_at,
        };
      },
    );
  };
