import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  correctFieldSchema,
  correctFormSchema,
  extractedDocumentSchema,
  extractedUploadSchema,
  recordIdParam,
  resplitSchema,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { correctField } from './extracted-fields.ts';
import { correctForm, markReviewed, pageThumbnail, redo, resplit, type ReviewDeps } from './review.service.ts';

const params = z.object({ id: recordIdParam });

/**
 * The Bulk Upload Processor Review's routes (spec 001 §1, §5, §7: split, retry recognition). The spec does not
 * show their paths; they follow its extracted_documents style.
 */
export const reviewRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const review: ReviewDeps = {
      db: deps.database.db,
      storage: deps.storage,
      ocr: deps.ocr,
      jobs: deps.jobs,
      now: () => deps.clock.now(),
      events: deps.events,
    };
    const tags = ['connect'];
    app.put(
      '/api/extracted_documents/:id/form',
      {
        schema: {
          tags,
          description: "Correct a split document's form: it is renamed, re-filed and counts as reviewed.",
          params,
          body: correctFormSchema,
          response: { 200: extractedDocumentSchema },
        },
      },
      (req) => correctForm(review, requireActor(req), req.params.id, req.body),
    );
    app.put(
      '/api/extracted_documents/:id/fields/:key',
      {
        schema: {
          tags,
          description:
            "Correct one figure read off a split document's form (a box such as 1, 2a or '12a code'); an empty value says the box is blank. What Connect read, who corrected it and when are kept.",
          params: z.object({ id: recordIdParam, key: z.string().trim().min(1).max(20) }),
          body: correctFieldSchema,
          response: { 200: extractedDocumentSchema },
        },
      },
      (req) =>
        correctField(deps.database.db, requireActor(req), req.params.id, req.params.key, req.body, deps.clock.now()),
    );
    app.post(
      '/api/extracted_documents/:id/split',
      {
        schema: {
          tags,
          description:
            'Move page boundaries: cut the upload again, one document per range ("1-2, 3, 4-12", covering every page once).',
          params,
          body: resplitSchema,
          response: { 200: extractedUploadSchema },
        },
      },
      (req) => resplit(review, requireActor(req), req.params.id, req.body),
    );
    app.post(
      '/api/extracted_documents/:id/redo',
      {
        schema: {
          tags,
          description: 'Redo: recognise again (an upload: the whole job; a split document: its own pages).',
          params,
          response: { 200: extractedDocumentSchema },
        },
      },
      (req) => redo(review, requireActor(req), req.params.id),
    );
    app.post(
      '/api/extracted_documents/:id/review',
      {
        schema: {
          tags,
          description: 'Mark a split document reviewed.',
          params,
          response: { 200: extractedDocumentSchema },
        },
      },
      (req) => markReviewed(review, requireActor(req), req.params.id),
    );
    app.get(
      '/api/extracted_documents/:id/pages/:page/thumbnail',
      {
        schema: {
          tags,
          description: "A small PNG of a page of the document's upload (pages numbered as in the upload).",
          params: params.extend({ page: z.coerce.number().int().min(1).max(10_000) }),
        },
      },
      async (req, reply) => {
        const png = await pageThumbnail(review, requireActor(req), req.params.id, req.params.page);
        return reply.header('content-type', 'image/png').header('cache-control', 'private, max-age=300').send(png);
      },
    );
  };
