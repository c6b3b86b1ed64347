import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  exportableDocumentSchema,
  exportableDocumentsQuerySchema,
  extractedDocumentSchema,
  extractedUploadListItemSchema,
  processDocumentSchema,
  recordId,
  recordIdParam,
  splitCheckQuerySchema,
  splitCheckSchema,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { reviewRoutes } from './review.routes.ts';
import { splitCheck } from './split-check.ts';
import {
  deleteExtracted,
  exportableDocuments,
  listEntityExtracted,
  processDocument,
  restoreExtracted,
  retryExtracted,
} from './extracted-documents.service.ts';

const id = recordIdParam;

/**
 * The bulk upload processor and Connect (spec 001 §7 process_document, retry recognition, restore extracted
 * document; spec 000 §7 get_all_exportable_documents_for_entity). Paths the spec does not show follow its style.
 */
export const connectRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const jobDeps = { db, jobs: deps.jobs, clock: deps.clock };
    const tags = ['connect'];
    await app.register(reviewRoutes(deps));
    app.post(
      '/api/documents/process_document',
      { schema: { tags, body: processDocumentSchema, response: { 200: extractedDocumentSchema } } },
      (req) => processDocument(jobDeps, requireActor(req), req.body),
    );
    app.get(
      '/api/documents/split_check',
      {
        schema: {
          tags,
          description:
            'Split check (spec 001 §7): whether the file at `path` of entity `companyId` was cut from a bigger upload (`document.parent_document_id`, null when not).',
          querystring: splitCheckQuerySchema,
          response: { 200: splitCheckSchema },
        },
      },
      (req) => splitCheck(db, requireActor(req), req.query.companyId, req.query.path),
    );
    app.get(
      '/api/companies/:id/extracted_documents',
      { schema: { tags, params: z.object({ id }), response: { 200: z.array(extractedUploadListItemSchema) } } },
      (req) => listEntityExtracted(db, requireActor(req), req.params.id),
    );
    app.post(
      '/api/extracted_documents/:id/retry',
      { schema: { tags, params: z.object({ id }), response: { 200: extractedDocumentSchema } } },
      (req) => retryExtracted(jobDeps, requireActor(req), req.params.id),
    );
    app.delete(
      '/api/extracted_documents/:id',
      { schema: { tags, params: z.object({ id }), response: { 200: extractedDocumentSchema } } },
      (req) => deleteExtracted(jobDeps, requireActor(req), req.params.id),
    );
    app.post(
      '/api/documents/restore_extracted_document',
      {
        schema: {
          tags,
          body: z.object({ company_id: recordId, extracted_document_id: recordId }),
          response: { 200: extractedDocumentSchema },
        },
      },
      (req) => restoreExtracted(jobDeps, requireActor(req), req.body.company_id, req.body.extracted_document_id),
    );
    app.post(
      '/api/get_all_exportable_documents_for_entity',
      {
        schema: {
          tags,
          body: exportableDocumentsQuerySchema,
          response: { 200: z.object({ documents: z.array(exportableDocumentSchema) }) },
        },
      },
      async (req) => ({
        documents: await exportableDocuments(db, requireActor(req), req.body.company_id, req.body.year),
      }),
    );
  };
