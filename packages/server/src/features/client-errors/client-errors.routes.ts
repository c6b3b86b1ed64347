import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientErrorReportSchema } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';

/** A browser may report a burst (a render loop), not a stream: more than this a minute per address is refused. */
export const CLIENT_ERROR_REPORTS_PER_MINUTE = 20;

/**
 * POST /api/client_errors (issue 41 §5): the texts tell clients "Our team was notified", so the web app sends
 * what failed in the browser here and it is logged beside the request that failed (its x-request-id). Open to
 * signed-out visitors too (sign-in and the public pages fail as well). The schema scrubs emails, long numbers
 * and query strings; only the firm's id is kept of who it was.
 */
export const clientErrorRoutes =
  (_deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/client_errors',
      {
        bodyLimit: 32 * 1024,
        config: { rateLimit: { max: CLIENT_ERROR_REPORTS_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          tags: ['platform'],
          description:
            'A client-side error for the server log. Emails, SSN-like and other long numbers and query strings are removed; rate-limited per address.',
          body: clientErrorReportSchema,
          response: { 204: z.null().describe('Logged') },
        },
      },
      async (req, reply) => {
        const { request_id: failedRequestId, ...report } = req.body;
        req.log.warn(
          { clientError: report, failedRequestId, firmId: req.actor?.firmId ?? null, signedIn: !!req.actor },
          'client error',
        );
        return reply.status(204).send(null);
      },
    );
  };
