import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { connectExportSchema } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { queueConnectExport } from './connect-export.ts';

/**
 * Connect's export (spec 000 §2 /review-and-export and the entity's Connect tab; the path is not shown): the
 * reviewed documents as one PDF with a contents page or as a zip, made by a job. GET /api/exports/{id} tells how
 * far it is; a notification links to the file when it is ready (GET /api/exports/{id}/download).
 */
export const connectExportRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    app.post(
      '/api/connect/exports',
      {
        schema: {
          tags: ['connect', 'exports'],
          description:
            'Queues an export of an Individual entity’s exportable documents of a year (document_ids, in the order given) as one PDF with a contents page, or a zip; staff of a firm with review_and_export_enabled.',
          body: connectExportSchema,
          response: { 202: z.object({ message: z.string(), export_id: z.number().int() }) },
        },
      },
      async (req, reply) =>
        reply.code(202).send(await queueConnectExport({ db, jobs: deps.jobs }, requireActor(req), req.body)),
    );
  };
