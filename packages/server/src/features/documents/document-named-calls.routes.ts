import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentItemSchema, recordIdParam } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { recentUploads } from './recent-uploads.ts';
import { createTemporaryUploadLink } from './secure-upload.ts';

const booleanParam = z
  .enum(['true', 'false'])
  .default('true')
  .transform((v) => v === 'true');

/**
 * The documents calls of spec 001 §7 under the spec's names and query fields, each on the service of its REST twin
 * (the same access checks: another firm's entity is 404).
 */
export const documentNamedCallRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['documents'];
    const now = () => deps.clock.now();

    app.get(
      '/api/get_temporary_upload_link',
      {
        schema: {
          tags,
          description:
            "Spec 001 §7: a 15-minute address to post one file to (multipart, one file per request) into the entity's folder `path`, without the session token; then POST /api/documents/process_document with the answer's document id.",
          querystring: z.object({ companyId: recordIdParam, path: z.string().max(1000).default('/') }),
          response: { 200: z.object({ url: z.string(), path: z.string(), expires_at: z.string() }) },
        },
      },
      (req) =>
        createTemporaryUploadLink(
          { db, config: deps.config },
          requireActor(req),
          req.query.companyId,
          req.query.path,
          now(),
        ),
    );

    app.get(
      '/api/get_documents_uploaded_outside_of_questionnaire',
      {
        schema: {
          tags,
          description:
            'Spec 001 §7; the same service as GET /api/companies/{id}/documents/recent: documents uploaded outside questionnaires, newest first (from3MonthsAgo: the last 3 months only).',
          querystring: z.object({ companyId: recordIdParam, from3MonthsAgo: booleanParam }),
          response: { 200: z.array(documentItemSchema) },
        },
      },
      (req) => recentUploads(db, requireActor(req), req.query.companyId, req.query.from3MonthsAgo, now()),
    );
  };
