import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recordIdParam,
  AppError,
  signatureFieldSchema,
  signatureRequestDetailSchema,
  signatureRequestListQuerySchema,
  signatureRequestListSchema,
  signatureRequestUpdateSchema,
  signRequestSchema,
  signatureVerificationSchema,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { requestOrigin } from '../../http/request-context.ts';
import type { UploadPart } from '../documents/index.ts';
import { requestEvidence, requestEvidencePdf, requestDocumentLink, verifySignedPdf } from './evidence.service.ts';
import { attachmentHeader } from '../../http/attachment.ts';
import { listSignatureRequests } from './list.service.ts';
import { updateSignatureRequest } from './update-signature-request.ts';
import { requestDetail, signRequest, verifySignerIdentity } from './signing.service.ts';
import {
  deleteSignatureRequest,
  markCompleted,
  saveFields,
  sendSignatureRequest,
  uploadSignatureRequest,
} from './signature-requests.service.ts';

const params = z.object({ id: recordIdParam });
const message = { 200: z.object({ message: z.string() }) };

/** Signature requests (spec 002 §2, §7; issue 16): staff upload, place fields and send; signers sign. */
export const signatureRequestRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['signature requests'];
    const core = { db, storage: deps.storage, jobs: deps.jobs, clock: deps.clock };
    const multipart = (req: { isMultipart(): boolean; parts(): unknown }) => {
      if (!req.isMultipart()) throw new AppError('bad_request', 'Send the file as multipart/form-data');
      return req.parts() as AsyncIterable<UploadPart>;
    };

    app.get(
      '/api/signature_requests',
      { schema: { tags, querystring: signatureRequestListQuerySchema, response: { 200: signatureRequestListSchema } } },
      (req) => listSignatureRequests(db, requireActor(req), req.query),
    );
    app.post(
      '/api/signature_requests',
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description:
            'Upload Signature Request: the fields company_id (exactly one), document_name, tax_year and signed_pages_only first, then one PDF file.',
          response: { 200: z.object({ id: z.number().int(), status: z.string() }) },
        },
      },
      async (req) => {
        const actor = requireActor(req);
        const row = await uploadSignatureRequest(core, actor, multipart(req));
        return { id: row.id, status: row.status };
      },
    );
    app.get(
      '/api/signature_requests/:id',
      { schema: { tags, params, response: { 200: signatureRequestDetailSchema } } },
      (req) => requestDetail(db, requireActor(req), req.params.id, requestOrigin(req), deps.clock.now()),
    );
    app.put(
      '/api/signature_requests/:id/fields',
      {
        schema: {
          tags,
          params,
          body: z.object({ fields: z.array(signatureFieldSchema).max(500) }),
          response: { 200: z.object({ count: z.number().int() }) },
        },
      },
      async (req) => ({ count: (await saveFields(db, requireActor(req), req.params.id, req.body.fields)).length }),
    );
    app.post(
      '/api/signature_requests/:id/send',
      {
        schema: {
          tags,
          params,
          body: z.object({ fields: z.array(signatureFieldSchema).max(500).optional() }).nullish(),
          description:
            'Send to the signers. With `fields`, the fields as placed are saved first, in the same step (issue 37 §7); a signer without a signature field is refused by name.',
          response: message,
        },
      },
      async (req) => {
        const actor = requireActor(req);
        if (req.body?.fields) await saveFields(db, actor, req.params.id, req.body.fields);
        await sendSignatureRequest(deps, actor, req.params.id);
        return { message: 'Signature request sent' };
      },
    );
    app.post('/api/signature_requests/:id/mark_completed', { schema: { tags, params, response: message } }, (req) =>
      markCompleted(core, requireActor(req), req.params.id),
    );
    app.patch(
      '/api/signature_requests/:id',
      {
        schema: {
          tags,
          description:
            'The general update (spec 002 §7 update {id, companyId, status, ...}): form_name and tax_year until the request is sent (409 after), and status completed. A companyId other than the request’s entity is 404.',
          params,
          body: signatureRequestUpdateSchema,
          response: message,
        },
      },
      (req) => updateSignatureRequest(core, requireActor(req), req.params.id, req.body),
    );
    app.delete('/api/signature_requests/:id', { schema: { tags, params, response: message } }, (req) =>
      deleteSignatureRequest(core, requireActor(req), req.params.id),
    );
    app.post(
      '/api/signature_requests/:id/sign',
      {
        schema: {
          tags,
          params,
          body: signRequestSchema,
          response: {
            200: z.object({ all_signed: z.boolean(), date: z.string(), initials: z.string().nullable() }),
          },
        },
      },
      (req) => signRequest(core, requireActor(req), req.params.id, req.body, requestOrigin(req)),
    );
    app.post(
      '/api/signature_requests/:id/verify_identity',
      {
        schema: {
          tags,
          params,
          description:
            "A signer starts their identity check: answers the provider's page to send the browser to (single-use: redirect, never store).",
          response: { 200: z.object({ url: z.string() }) },
        },
      },
      (req) => verifySignerIdentity(deps, requireActor(req), req.params.id),
    );
    app.get(
      '/api/signature_requests/:id/document',
      {
        schema: {
          tags,
          params,
          querystring: z.object({ kind: z.enum(['original', 'signed']).default('original') }),
          description: 'A 10-minute link to the original or the signed PDF.',
          response: { 200: z.object({ url: z.string(), expires_at: z.string() }) },
        },
      },
      (req) => requestDocumentLink(deps, requireActor(req), req.params.id, req.query.kind, requestOrigin(req)),
    );
    app.get(
      '/api/signature_requests/:id/evidence',
      {
        schema: {
          tags,
          params,
          querystring: z.object({ format: z.enum(['json', 'pdf']).default('json') }),
          description: "The request's signing evidence, with the chain's check: JSON, or a PDF report.",
        },
      },
      async (req, reply) => {
        const actor = requireActor(req);
        if (req.query.format === 'json') return requestEvidence(db, actor, req.params.id);
        const { pdf, fileName } = await requestEvidencePdf(db, actor, req.params.id, deps.clock.now());
        return reply.type('application/pdf').header('content-disposition', attachmentHeader(fileName)).send(pdf);
      },
    );
    app.post(
      '/api/signatures/verify',
      {
        schema: {
          tags: ['signatures'],
          consumes: ['multipart/form-data'],
          description: 'Whether the portal sealed exactly these bytes, when, and for whom.',
          response: { 200: signatureVerificationSchema },
        },
      },
      async (req) => verifySignedPdf(deps, requireActor(req), multipart(req)),
    );
  };
