import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createFirmSchema,
  signInResultSchema,
  subdomainAvailabilityQuerySchema,
  subdomainAvailabilitySchema,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requestOrigin } from '../../http/request-context.ts';
import type { AuthDeps } from './auth.service.ts';
import { sendOutcome } from './auth.routes.ts';
import { createFirm, subdomainAvailability } from './create-firm.service.ts';
import { confirmFirmEmailByLink, resendFirmEmailConfirmation } from './firm-email.service.ts';
import { requireActor } from '../../http/auth.ts';
import { z } from 'zod';

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

    app.get(
      '/api/firms/subdomain_availability',
      {
        // Asked as the subdomain is typed (debounced): more often than a firm is created, still bounded.
        config: {
          rateLimit: { max: Math.max(1, Math.floor(deps.config.RATE_LIMIT_MAX / 10)), timeWindow: '1 minute' },
        },
        schema: {
          tags: ['firm'],
          description:
            "Whether /create-firm may take a subdomain (the rule it breaks, or 'This subdomain is already taken'), and the address of the firm's sign-in page it gives.",
          querystring: subdomainAvailabilityQuerySchema,
          response: { 200: subdomainAvailabilitySchema },
        },
      },
      (req) => subdomainAvailability(deps.database.db, deps.config.publicUrl, req.query.subdomain),
    );

    app.post(
      '/api/firms/confirm_email',
      {
        config: {
          rateLimit: { max: Math.max(1, Math.floor(deps.config.RATE_LIMIT_MAX / 20)), timeWindow: '1 minute' },
        },
        schema: {
          tags: ['firm'],
          body: z.object({ token: z.string().min(10).max(200) }),
          response: { 200: z.object({ firm_name: z.string(), released: z.number().int() }) },
        },
      },
      (req) => confirmFirmEmailByLink(auth, req.body.token, requestOrigin(req)),
    );

    app.post(
      '/api/firms/resend_email_confirmation',
      { schema: { tags: ['firm'], response: { 200: z.object({ sent_to: z.string() }) } } },
      (req) => resendFirmEmailConfirmation(auth, requireActor(req)),
    );
  };
