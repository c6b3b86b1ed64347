import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recordIdParam,
  AppError,
  dropLinkInputSchema,
  dropLinkSchema,
  dropLinkUploadSchema,
  publicDropLinkSchema,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { attachmentHeader } from '../../http/attachment.ts';
import { requireActor } from '../../http/auth.ts';
import type { UploadPart } from '../../http/upload-part.ts';
import {
  createDropLink,
  deleteDropLink,
  deleteUpload,
  listDropLinks,
  listUploads,
  publicDropLink,
  receiveDropLinkUpload,
  setUploadSeen,
  unseenUploadCount,
  updateDropLink,
  uploadDocument,
  uploadZip,
} from './drop-links.service.ts';

const id = recordIdParam;
const token = z.string().min(20).max(100);

/** Drop links (spec 002 §7; paths not shown there): staff manage them, visitors upload through them. */
export const dropLinkRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['drop links'];
    app.get('/api/drop_links', { schema: { tags, response: { 200: z.array(dropLinkSchema) } } }, (req) =>
      listDropLinks(db, requireActor(req)),
    );
    app.post(
      '/api/drop_links',
      { schema: { tags, body: dropLinkInputSchema, response: { 200: dropLinkSchema } } },
      (req) => createDropLink(db, requireActor(req), req.body),
    );
    app.put(
      '/api/drop_links/:id',
      { schema: { tags, params: z.object({ id }), body: dropLinkInputSchema, response: { 200: dropLinkSchema } } },
      (req) => updateDropLink(db, requireActor(req), req.params.id, req.body),
    );
    app.delete(
      '/api/drop_links/:id',
      { schema: { tags, params: z.object({ id }), response: { 204: z.null() } } },
      async (req, reply) => {
        await deleteDropLink(db, requireActor(req), req.params.id);
        return reply.code(204).send(null);
      },
    );
    app.get(
      '/api/drop_links/:id/uploads',
      { schema: { tags, params: z.object({ id }), response: { 200: z.array(dropLinkUploadSchema) } } },
      (req) => listUploads(db, requireActor(req), req.params.id),
    );
    app.get(
      '/api/drop_links/unseen_count',
      { schema: { tags, response: { 200: z.object({ count: z.number().int() }) } } },
      (req) => unseenUploadCount(db, requireActor(req)),
    );
    app.post(
      '/api/drop_links/uploads/:id/seen',
      {
        schema: { tags, params: z.object({ id }), body: z.object({ seen: z.boolean() }), response: { 204: z.null() } },
      },
      async (req, reply) => {
        await setUploadSeen(db, requireActor(req), req.params.id, req.body.seen);
        return reply.code(204).send(null);
      },
    );
    app.delete(
      '/api/drop_links/uploads/:id',
      { schema: { tags, params: z.object({ id }), response: { 204: z.null() } } },
      async (req, reply) => {
        await deleteUpload({ db, storage: deps.storage }, requireActor(req), req.params.id);
        return reply.code(204).send(null);
      },
    );
    app.get(
      '/api/drop_links/uploads/:id/download',
      { schema: { tags, params: z.object({ id }) } },
      async (req, reply) => {
        const zip = await uploadZip({ db, storage: deps.storage }, requireActor(req), req.params.id);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', attachmentHeader(zip.name))
          .send(zip.body);
      },
    );

    app.get(
      '/api/drop_links/uploads/:id/document',
      {
        schema: {
          tags,
          description: 'One document of a visitor’s upload, by its name in the upload’s folder (spec 002 §7).',
          params: z.object({ id }),
          querystring: z.object({ name: z.string().trim().min(1).max(255) }),
        },
      },
      async (req, reply) => {
        const file = await uploadDocument(
          { db, storage: deps.storage },
          requireActor(req),
          req.params.id,
          req.query.name,
        );
        return reply
          .header('content-type', file.contentType)
          .header('content-length', String(file.size))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', attachmentHeader(file.name))
          .send(file.body);
      },
    );

    // The public page: no sign-in, the link's token is the key.
    app.get(
      '/api/public/drop_links/:token',
      { schema: { tags, params: z.object({ token }), response: { 200: publicDropLinkSchema } } },
      (req) => publicDropLink(db, req.params.token),
    );
    app.post(
      '/api/public/drop_links/:token/uploads',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description:
            'A visitor upload: the fields first_name, last_name, email, phone_number and description, then the files.',
          params: z.object({ token }),
          response: { 200: z.object({ message: z.string(), files: z.number().int() }) },
        },
      },
      async (req) => {
        if (!req.isMultipart()) throw new AppError('bad_request', 'Send the files as multipart/form-data');
        return receiveDropLinkUpload(
          { db, storage: deps.storage, realtime: deps.realtime },
          req.params.token,
          req.parts() as AsyncIterable<UploadPart>,
        );
      },
    );
  };
