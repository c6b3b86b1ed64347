import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AppError,
  recordIdParam,
  createPriorYearItemSchema,
  lineItemInputSchema,
  lineItemResultSchema,
  priorYearItemListSchema,
  priorYearItemResultSchema,
  priorYearMessageSchema,
  rolloverImportResultSchema,
  rolloverImportSchema,
  updateLineItemSchema,
  updatePriorYearItemSchema,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import type { UploadPart } from '../documents/index.ts';
import { receivePriorYearDocument } from './prior-year-documents.ts';
import {
  addLineItem,
  createPriorYearItem,
  deleteLineItem,
  deletePriorYearItem,
  importRolloverCsv,
  listPriorYearItems,
  updateLineItem,
  updatePriorYearItem,
} from './rollover-items.service.ts';

const id = recordIdParam;
const params = z.object({ id });

/**
 * Rollover (prior-year) items of an entity and their line items (spec 001 §3, §7), and the rollover
 * CSV import (spec 002 §5). Staff only: a client is 403; another firm's entity or item is 404.
 */
export const rolloverItemRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['rollover items'];
    const item = { 200: priorYearItemResultSchema };
    const line = { 200: lineItemResultSchema };
    const message = { 200: priorYearMessageSchema };

    app.post(
      '/api/companies/:companyId/prior_year_documents',
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description:
            'Upload a prior-year document (spec 001 §4). Multipart form: the field year first (else 400 ' +
            "'missing year'), then the file; it is filed in /{year}/Tax Returns and Tax Organizers (STAFF ONLY).",
          params: z.object({ companyId: id }),
        },
      },
      async (req) => {
        const actor = requireActor(req);
        if (!req.isMultipart()) throw new AppError('bad_request', 'Send the file as multipart/form-data');
        return receivePriorYearDocument(
          { db, storage: deps.storage },
          actor,
          req.params.companyId,
          req.parts() as AsyncIterable<UploadPart>,
        );
      },
    );
    app.get(
      '/api/companies/:companyId/prior_year_items',
      { schema: { tags, params: z.object({ companyId: id }), response: { 200: priorYearItemListSchema } } },
      (req) => listPriorYearItems(db, requireActor(req), req.params.companyId),
    );
    app.post('/api/prior_year_items', { schema: { tags, body: createPriorYearItemSchema, response: item } }, (req) =>
      createPriorYearItem(db, requireActor(req), req.body),
    );
    // Registered before /:id so 'import' is never read as an id.
    app.post(
      '/api/prior_year_items/import',
      {
        bodyLimit: 6 * 1024 * 1024,
        schema: {
          tags,
          description: 'The rollover CSV as text, columns in the order of spec 002 §5, with the year of its items.',
          body: rolloverImportSchema,
          response: { 200: rolloverImportResultSchema },
        },
      },
      (req) => importRolloverCsv(db, requireActor(req), req.body),
    );
    app.patch(
      '/api/prior_year_items/:id',
      { schema: { tags, params, body: updatePriorYearItemSchema, response: item } },
      (req) => updatePriorYearItem(db, requireActor(req), req.params.id, req.body),
    );
    app.delete('/api/prior_year_items/:id', { schema: { tags, params, response: message } }, (req) =>
      deletePriorYearItem(db, requireActor(req), req.params.id),
    );
    app.post(
      '/api/prior_year_items/:id/line_items',
      { schema: { tags, params, body: lineItemInputSchema, response: line } },
      (req) => addLineItem(db, requireActor(req), req.params.id, req.body),
    );
    app.patch(
      '/api/prior_year_line_items/:id',
      { schema: { tags, params, body: updateLineItemSchema, response: line } },
      (req) => updateLineItem(db, requireActor(req), req.params.id, req.body),
    );
    app.delete('/api/prior_year_line_items/:id', { schema: { tags, params, response: message } }, (req) =>
      deleteLineItem(db, requireActor(req), req.params.id),
    );
  };
