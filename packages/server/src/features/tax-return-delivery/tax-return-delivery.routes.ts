import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recordIdParam,
  adoptedSignatureSchema,
  markVoucherPaidSchema,
  verifyInvoicePaymentSchema,
  TAX_RETURN_STATUSES,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { attachmentHeader } from '../../http/attachment.ts';
import { requestOrigin } from '../../http/request-context.ts';
import { announceChangedReturn } from '../tax-returns/index.ts';
import { markFilingMailed, markVoucherPaid, undoVoucherPaid } from './client-delivery.service.ts';
import { resendIdentityCheck } from './identity-checks.service.ts';
import { payInvoice, verifyInvoicePayment } from './invoice-payment.service.ts';
import { returnEvidence, returnEvidencePdf } from './return-evidence.service.ts';
import {
  markPaperFormSigned,
  signedFormLink,
  signReturnForm,
  verifyReturnSignerIdentity,
} from './sign-forms.service.ts';

const params = z.object({ id: recordIdParam });
const message = { 200: z.object({ message: z.string() }) };

/**
 * A sent return's delivery (spec 002 §2, §4; issues 18, 37): the client signs its forms (with an identity check
 * when the firm asks), records its tax payments and paper filings and pays the firm's invoice; staff mark paper
 * signatures, ask a signer to verify again and read the e-sign evidence.
 */
export const taxReturnDeliveryRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['tax returns'];
    const core = { db, storage: deps.storage, jobs: deps.jobs, clock: deps.clock };
    const link = { 200: z.object({ url: z.string(), expires_at: z.string() }) };

    app.addHook('onResponse', announceChangedReturn({ db, realtime: deps.realtime }));

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
  };
