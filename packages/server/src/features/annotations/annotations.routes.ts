import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { annotationListSchema, recordIdParam, saveAnnotationsSchema } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { attachmentHeader } from '../../http/attachment.ts';
import { requireActor } from '../../http/auth.ts';
import { annotatedPdf } from './annotated-download.ts';
import { getAnnotations, saveAnnotations } from './annotations.service.ts';

const params = z.object({ id: recordIdParam });

/**
 * A document's annotations (spec 001 §7 "Annotations get/save", 002 §9 "Extracted document annotations"; the
 * paths are not shown, so they follow the documents' style), and the PDF with them drawn on it.
 */
export const annotationRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['annotations'];
    app.get(
      '/api/documents/:id/annotations',
      { schema: { tags, params, response: { 200: annotationListSchema } } },
      (req) => getAnnotations({ db, storage: deps.storage }, requireActor(req), req.params.id),
    );
    app.put(
      '/api/documents/:id/annotations',
      {
        schema: {
          tags,
          description:
            'Replaces the document’s whole list of annotations with the one sent. Each in our fields (x, y, color, width) or the spec’s (style, position_data; they win where both are sent). position_data is measured from the bottom-left corner of the page as shown; its pageWidth and pageHeight give its units, and it is scaled to the page.',
          params,
          body: saveAnnotationsSchema,
          response: { 200: annotationListSchema },
        },
      },
      (req) =>
        saveAnnotations({ db, storage: deps.storage }, requireActor(req), req.params.id, req.body, deps.clock.now()),
    );
    app.get(
      '/api/documents/:id/annotated',
      { schema: { tags, description: 'The PDF with its annotations drawn on its pages.', params } },
      async (req, reply) => {
        const file = await annotatedPdf({ db, storage: deps.storage }, requireActor(req), req.params.id);
        return reply
          .header('content-type', 'application/pdf')
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', attachmentHeader(file.name))
          .send(file.body);
      },
    );
  };
