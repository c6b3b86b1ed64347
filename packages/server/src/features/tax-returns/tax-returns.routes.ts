import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recordIdParam,
  adoptedSignatureSchema,
  AppError,
  DRAFT_STATUSES,
  draftReviewSchema,
  invoicePaidSchema,
  reminderDisabledSchema,
  sendToDocumentsSchema,
  updateAssignmentsSchema,
  markVoucherPaidSchema,
  verifyInvoicePaymentSchema,
  TAX_RETURN_STATUSES,
  taxReturnClassificationSchema,
  taxReturnDetailSchema,
  taxReturnListQuerySchema,
  taxReturnListSchema,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { attachmentHeader } from '../../http/attachment.ts';
import { requestOrigin } from '../../http/request-context.ts';
import type { UploadPart } from '../documents/index.ts';
import { deleteTaxReturn, listTaxReturns, taxReturnDetail, taxReturnDocumentLink } from './tax-returns.service.ts';
import { replaceDraft, uploadTaxReturn } from './upload-tax-return.service.ts';
import { saveClassification } from './classify.service.ts';
import { sendTaxReturn } from './send-tax-return.service.ts';
import { sendTaxReturnToDocuments } from './send-to-documents.service.ts';
import { markFilingMailed, markVoucherPaid, undoVoucherPaid } from './client-delivery.service.ts';
import { reviewDraft, startClassification } from './draft-review.service.ts';
import { resendIdentityCheck } from './identity-checks.service.ts';
import { payInvoice, verifyInvoicePayment } from './invoice-payment.service.ts';
import { returnEvidence, returnEvidencePdf } from './return-evidence.service.ts';
import { announceReturn } from './return-updates.ts';
import {
  markPaperFormSigned,
  signedFormLink,
  signReturnForm,
  verifyReturnSignerIdentity,
} from './sign-forms.service.ts';
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
    const link = { 200: z.object({ url: z.string(), expires_at: z.string() }) };

    // Every change to a return that went through is announced to whoever has it open (issue 18 §3).
    app.addHook('onResponse', async (req, reply) => {
      const id = (req.params as { id?: unknown } | undefined)?.id;
      if (req.method === 'GET' || reply.statusCode >= 300 || typeof id !== 'number') return;
      await announceReturn({ db, realtime: deps.realtime }, id).catch((err: Error) =>
        req.log.warn({ err }, 'tax return update not announced'),
      );
    });

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
    // The client's side (issue 18; issue 37 §1): record a tax payment made to the IRS or a state, or undo it;
    // mark a paper filing mailed. The portal never charges a voucher: it is not paid to the firm.
    const voucherParams = z.object({ id: recordIdParam, voucherId: recordIdParam });
    const paymentAnswer = {
      200: z.object({ message: z.string(), status: z.enum(TAX_RETURN_STATUSES), all_paid: z.boolean() }),
    };
    app.post(
      '/api/tax_returns/:id/vouchers/:voucherId/paid',
      {
        schema: {
          tags,
          params: voucherParams,
          body: markVoucherPaidSchema,
          description:
            "The client (or the firm) records a voucher paid to its tax authority: the day, how (IRS Direct Pay, EFTPS, card, check, the state's online payment...) and the confirmation number. Nothing is charged.",
          response: paymentAnswer,
        },
      },
      (req) => markVoucherPaid(db, requireActor(req), req.params.id, req.params.voucherId, req.body, deps.clock.now()),
    );
    app.delete(
      '/api/tax_returns/:id/vouchers/:voucherId/paid',
      {
        schema: {
          tags,
          params: voucherParams,
          description: 'Undo: a payment recorded by mistake is removed and the voucher waits for payment again.',
          response: paymentAnswer,
        },
      },
      (req) => undoVoucherPaid(db, requireActor(req), req.params.id, req.params.voucherId),
    );
    // The firm's invoice (its fee): the only payment on a return made to the firm, through its checkout.
    const checkouts = { db, payments: deps.payments, publicUrl: deps.config.publicUrl };
    app.post(
      '/api/tax_returns/:id/invoice/checkout',
      {
        schema: {
          tags,
          params,
          description:
            "The client pays the firm's invoice: answers the checkout page (Stripe Checkout, or the test checkout).",
          response: { 200: z.object({ checkout_url: z.string() }) },
        },
      },
      (req) => payInvoice(checkouts, requireActor(req), req.params.id),
    );
    app.post(
      '/api/tax_returns/:id/invoice/verify',
      {
        schema: {
          tags,
          params,
          body: verifyInvoicePaymentSchema,
          description: 'Back from the checkout: whether the session paid the invoice (asked of the provider).',
          response: { 200: z.object({ invoice_paid: z.boolean() }) },
        },
      },
      (req) => verifyInvoicePayment(checkouts, requireActor(req), req.params.id, req.body.session_id, deps.clock.now()),
    );
    app.post(
      '/api/tax_returns/:id/paper_filings/:filingId/mailed',
      {
        schema: {
          tags,
          params: z.object({ id: recordIdParam, filingId: recordIdParam }),
          response: { 200: z.object({ message: z.string() }) },
        },
      },
      (req) => markFilingMailed(db, requireActor(req), req.params.id, req.params.filingId, deps.clock.now()),
    );
    const formParams = z.object({ id: recordIdParam, formId: recordIdParam });
    app.post(
      '/api/tax_returns/:id/e_sign_forms/:formId/sign',
      {
        schema: {
          tags,
          params: formParams,
          body: adoptedSignatureSchema,
          description:
            'A signer signs one e-file authorization form assigned to them with a typed or drawn signature; the last signature of a form seals it.',
          response: { 200: z.object({ form_signed: z.boolean(), all_signed: z.boolean() }) },
        },
      },
      (req) => signReturnForm(core, requireActor(req), req.params.id, req.params.formId, req.body, requestOrigin(req)),
    );
    app.post(
      '/api/tax_returns/:id/e_sign_forms/:formId/mark_signed',
      {
        schema: {
          tags,
          params: formParams,
          description: 'Staff: a form to be signed on paper (a wet signature) came back signed.',
          response: { 200: z.object({ all_signed: z.boolean() }) },
        },
      },
      (req) => markPaperFormSigned(db, requireActor(req), req.params.id, req.params.formId, deps.clock.now()),
    );
    app.get(
      '/api/tax_returns/:id/e_sign_forms/:formId/document',
      {
        schema: {
          tags,
          params: formParams,
          description: 'A 10-minute link to the form signed by everyone and sealed (409 while it is being prepared).',
          response: link,
        },
      },
      (req) => signedFormLink(deps, requireActor(req), req.params.id, req.params.formId, requestOrigin(req)),
    );
    app.post(
      '/api/tax_returns/:id/verify_identity',
      {
        schema: {
          tags,
          params,
          description:
            "A signer starts their identity check: answers the provider's page to send the browser to (single-use: redirect, never store).",
          response: { 200: z.object({ url: z.string() }) },
        },
      },
      (req) => verifyReturnSignerIdentity(deps, requireActor(req), req.params.id),
    );
    app.post(
      '/api/tax_returns/:id/identity_verifications/:userId/resend',
      {
        schema: {
          tags,
          params: z.object({ id: recordIdParam, userId: recordIdParam }),
          description:
            'Staff, from the identity verification checks dialog: ask a signer whose check needs input, failed or was cancelled to verify again (email and notice).',
          response: message,
        },
      },
      (req) => resendIdentityCheck(deps, requireActor(req), req.params.id, req.params.userId),
    );
    app.get(
      '/api/tax_returns/:id/evidence',
      {
        schema: {
          tags,
          params,
          querystring: z.object({ format: z.enum(['json', 'pdf']).default('json') }),
          description:
            "Staff: the return's e-sign evidence (each signer's time, IP address, login, method and identity result; the signed forms' SHA-256; the chain of events), as JSON or a PDF report.",
        },
      },
      async (req, reply) => {
        const actor = requireActor(req);
        if (req.query.format === 'json') return returnEvidence(db, actor, req.params.id);
        const { pdf, fileName } = await returnEvidencePdf(db, actor, req.params.id, deps.clock.now());
        return reply.type('application/pdf').header('content-disposition', attachmentHeader(fileName)).send(pdf);
      },
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
