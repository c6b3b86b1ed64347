import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, clientPreviewMessages, isClientPreviewRead, recordIdParam } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { readAsClient } from './read-as-client.service.ts';

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The client preview's reads (issue 21 §4): GET /api/preview/users/{id}/as_client/{path} answers what
 * GET /api/{path} answers the client, for staff who may manage that client. Only the client reads the
 * Dashboard, Messages and Documents make pass; every write under /api/preview is refused (403), so
 * staff never act as the client.
 */
export const previewRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['preview'];

    app.get(
      '/api/preview/users/:id/as_client/*',
      {
        schema: {
          tags,
          description:
            "A client's read (Dashboard, Messages, Documents) answered as that client sees it, read-only; the path after as_client/ is the client's API path under /api.",
          params: z.object({ id: recordIdParam, '*': z.string().max(300) }),
        },
      },
      async (req, reply) => {
        const path = `/api/${req.params['*']}`;
        if (!isClientPreviewRead(path)) throw new AppError('not_found', clientPreviewMessages.notInPreview);
        const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
        const answer = await readAsClient(db, app, requireActor(req), req.params.id, `${path}${query}`, req.ip);
        return reply.status(answer.statusCode).header('content-type', answer.contentType).send(answer.body);
      },
    );

    app.route({
      method: [...WRITES],
      url: '/api/preview/*',
      schema: { tags, description: 'The client preview is read-only: every write answers 403.' },
      handler: async () => {
        throw new AppError('forbidden', clientPreviewMessages.readOnly);
      },
    });
  };
