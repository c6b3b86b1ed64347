import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordIdParam, bulkDocumentTagsSchema, documentItemSchema, updateDocumentTagsSchema } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { bulkDocumentTags, setDocumentTags } from './document-tags.service.ts';

/** Document tags (spec 002 §3), per file and for a selection, when the firm has document_tags_enabled. */
export const documentTagRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['documents', 'tags'];
    app.post(
      '/api/documents/:id/update_tags',
      {
        schema: {
          tags,
          params: z.object({ id: recordIdParam }),
          body: updateDocumentTagsSchema,
          response: { 200: documentItemSchema },
        },
      },
      (req) => setDocumentTags(db, requireActor(req), req.params.id, req.body.document_tags),
    );
    app.post(
      '/api/documents/update_tags_in_bulk',
      {
        schema: {
          tags,
          body: bulkDocumentTagsSchema,
          response: { 200: z.object({ updated: z.number().int() }) },
        },
      },
      (req) =>
        bulkDocumentTags(db, requireActor(req), {
          ids: req.body.ids,
          names: req.body.tag_names,
          remove: req.body.remove,
          removeAll: req.body.remove_all,
        }),
    );
  };
