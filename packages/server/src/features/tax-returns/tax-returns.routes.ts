import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recordIdParam,
  AppError,
  DRAFT_STATUSES,
  draftReviewSchema,
  invoicePaidSchema,
  reminderDisabledSchema,
  sendToDocumentsSchema,
  updateAssignmentsSchema,
  TAX_RETURN_STATUSES,
  taxReturnClassificationSchema,
  taxReturnDetailSchema,
  taxReturnListQuerySchema,
  taxReturnListSchema,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { requestOrigin } from '../../http/request-context.ts';
import type { UploadPart } from '../documents/index.ts';
import { deleteTaxReturn, listTaxReturns, taxReturnDetail, taxReturnDocumentLink } from './tax-returns.service.ts';
import { replaceDraft, uploadTaxReturn } from './upload-tax-return.service.ts';
import { saveClassification } from './classify.service.ts';
import { sendTaxReturn } from './send-tax-return.service.ts';
import { sendTaxReturnToDocuments } from './send-to-documents.service.ts';
import { reviewDraft, startClassification } from './draft-review.service.ts';
import { announceChangedReturn } from './return-updates.ts';
import {
  markFinished,
  sendReminders,
  setInvoicePaid,
  setReminderDisabled,
  updateAssignments,
} from './staff-actions.service.ts';

const params = z.object({ id: recordIdParam });
const statusAnswer = { 200: z.object({ status: z.enum(TAX_RETURN_STATUSES) }) };
const message = { 200: z.object({ message: z.string() }) };

/** Tax return delivery for staff (spec 002 §2, §7; issue 17): send a return, the Deliver table, one return. */
export const taxReturnRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['tax returns'];
    const core = { db, storage: deps.storage, jobs: deps.jobs, clock: deps.clock };

    app.addHook('onResponse', announceChangedReturn({ db, realtime: deps.realtime }));

    app.get(
      '/api/tax_returns',
      { schema: { tags, querystring: taxReturnListQuerySchema, response: { 200: taxReturnListSchema } } },
      (req) => listTaxReturns(db, requireActor(req), req.query),
    );
    app.post(
      '/api/tax_returns',
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description:
            'Send Tax Return: the fields company_id (exactly one), tax_year, tax_return_name and as_draft first, then one PDF file.',
          response: { 200: z.object({ id: z.number().int(), status: z.string() }) },
        },
      },
      async (req) => {
        const actor = requireActor(req);
        if (!req.isMultipart()) throw new AppError('bad_request', 'Send the file as multipart/form-data');
        const row = await uploadTaxReturn(core, actor, req.parts() as AsyncIterable<UploadPart>);
        return { id: row.id, status: row.status };
      },
    );
    app.get('/api/tax_returns/:id', { schema: { tags, params, response: { 200: taxReturnDetailSchema } } }, (req) =>
      taxReturnDetail(db, requireActor(req), req.params.id, { origin: requestOrigin(req), now: deps.clock.now() }),
    );
    app.get(
      '/api/tax_returns/:id/document',
      {
        schema: {
          tags,
          params,
          querystring: z.object({ kind: z.enum(['current', 'original']).default('current') }),
          description:
            "A 10-minute link to the return's PDF: the DRAFT copy while under review, else the original; staff may ask for the original.",
          response: { 200: z.object({ url: z.string(), expires_at: z.string() }) },
        },
      },
      (req) => taxReturnDocumentLink(db, requireActor(req), req.params.id, req.query.kind, deps.clock.now()),
    );
    app.delete(
      '/api/tax_returns/:id',
      { schema: { tags, params, response: { 200: z.object({ message: z.string() }) } } },
      (req) => deleteTaxReturn(db, requireActor(req), req.params.id, deps.clock.now()),
    );
    app.put(
      '/api/tax_returns/:id/classification',
      {
        schema: {
          tags,
          params,
          body: taxReturnClassificationSchema,
          description: 'Staff confirm or correct the forms, signers, vouchers and paper filings before sending.',
          response: { 200: taxReturnDetailSchema },
        },
      },
      async (req) => {
        const actor = requireActor(req);
        await saveClassification(db, actor, req.params.id, req.body);
        return taxReturnDetail(db, actor, req.params.id);
      },
    );
    app.post('/api/tax_returns/:id/send', { schema: { tags, params, response: statusAnswer } }, (req) =>
      sendTaxReturn(deps, requireActor(req), req.params.id),
    );
    app.post(
      '/api/tax_returns/:id/send_to_documents',
      {
        schema: {
          tags,
          params,
          body: sendToDocumentsSchema,
          description:
            "Send to documents instead: files the return in the entity's documents (the firm's path) and emails its owners.",
          response: {
            200: z.object({
              status: z.literal('finished'),
              folder: z.string(),
              document_id: z.number().int().nullable(),
            }),
          },
        },
      },
      (req) => sendTaxReturnToDocuments(deps, requireActor(req), req.params.id, req.body),
    );
    app.post('/api/tax_returns/:id/start_classification', { schema: { tags, params, response: statusAnswer } }, (req) =>
      startClassification(db, requireActor(req), req.params.id),
    );
    app.post(
      '/api/tax_returns/:id/draft_review',
      {
        schema: {
          tags,
          params,
          body: draftReviewSchema,
          description: "The client's answer to a draft: approve, or request changes with a reason.",
          response: {
            200: z.object({ status: z.enum(TAX_RETURN_STATUSES), draft_status: z.enum(DRAFT_STATUSES).nullable() }),
          },
        },
      },
      (req) => reviewDraft(deps, requireActor(req), req.params.id, req.body),
    );
    app.post('/api/tax_returns/:id/mark_finished', { schema: { tags, params, response: message } }, (req) =>
      markFinished(db, requireActor(req), req.params.id),
    );
    app.patch(
      '/api/tax_returns/:id',
      { schema: { tags, params, body: reminderDisabledSchema, response: message } },
      (req) => setReminderDisabled(db, requireActor(req), req.params.id, req.body.reminder_disabled),
    );
    app.post(
      '/api/tax_returns/:id/invoice_paid',
      {
        schema: {
          tags,
          params,
          body: invoicePaidSchema,
          response: { 200: z.object({ error: z.string().nullable(), message: z.string() }) },
        },
      },
      (req) => setInvoicePaid(db, requireActor(req), req.params.id, req.body.paid),
    );
    app.post('/api/tax_returns/:id/send_reminders', { schema: { tags, params, response: message } }, (req) =>
      sendReminders(deps, requireActor(req), req.params.id),
    );
    app.post(
      '/api/tax_returns/update_client_assignments',
      { schema: { tags, body: updateAssignmentsSchema, response: message } },
      (req) => updateAssignments(db, requireActor(req), req.body),
    );
    app.post(
      '/api/tax_returns/:id/replace_draft',
      {
        schema: {
          tags,
          params,
          consumes: ['multipart/form-data'],
          description: 'Replace Tax Return Draft after the client asked for changes: company_id first, then the PDF.',
          response: statusAnswer,
        },
      },
      async (req) => {
        const actor = requireActor(req);
        if (!req.isMultipart()) throw new AppError('bad_request', 'Send the file as multipart/form-data');
        return replaceDraft(core, actor, req.params.id, req.parts() as AsyncIterable<UploadPart>);
      },
    );
  };
