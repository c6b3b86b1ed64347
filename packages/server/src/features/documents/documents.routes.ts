import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recordIdParam,
  AppError,
  createFolderSchema,
  documentItemSchema,
  documentListQuerySchema,
  documentListSchema,
  downloadByLinkSchema,
  downloadLinkSchema,
  moveDocumentSchema,
  renameDocumentSchema,
  uploadResultSchema,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { attachmentHeader } from '../../http/attachment.ts';
import { requireActor } from '../../http/auth.ts';
import type { UploadPart } from '../../http/upload-part.ts';
import {
  createFolder,
  deleteDocument,
  listDocuments,
  moveDocument,
  renameDocument,
  restoreDocument,
} from './documents.service.ts';
import { documentLink, folderLink, openDownload, openFolderZip, openJpegPreview } from './downloads.service.ts';
import { recentUploads } from './recent-uploads.ts';
import { receiveDocument } from './upload.service.ts';
import { createSecureUploadLink, receiveSecureUpload, secureUploadInfo } from './secure-upload.ts';

const id = recordIdParam;
const companyParams = z.object({ id });

/**
 * Documents per entity (spec 002 §7 Documents; paths not shown there, so ours). Files and folders are
 * addressed by path inside an entity; downloads go through short-lived links.
 */
export const documentRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['documents'];
    const now = () => deps.clock.now();

    app.get(
      '/api/companies/:id/documents',
      {
        schema: {
          tags,
          params: companyParams,
          querystring: documentListQuerySchema,
          response: { 200: documentListSchema },
        },
      },
      (req) => listDocuments(db, requireActor(req), { id: req.params.id }, req.query),
    );
    app.post(
      '/api/companies/:id/documents/folders',
      { schema: { tags, params: companyParams, body: createFolderSchema, response: { 200: documentItemSchema } } },
      (req) => createFolder(db, requireActor(req), { id: req.params.id }, req.body),
    );
    app.post(
      '/api/companies/:id/documents',
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description:
            'Upload one file: the fields path, name (rename, the extension is kept), description and tags (a JSON array of document tags) first, then the file.',
          params: companyParams,
          response: { 200: uploadResultSchema },
        },
      },
      async (req) => {
        const actor = requireActor(req);
        if (!req.isMultipart()) throw new AppError('bad_request', 'Send the file as multipart/form-data');
        return receiveDocument(
          { db, storage: deps.storage, realtime: deps.realtime, now: now() },
          actor,
          req.params.id,
          req.parts() as AsyncIterable<UploadPart>,
        );
      },
    );
    app.get(
      '/api/companies/:id/documents/recent',
      {
        schema: {
          tags,
          description: 'Documents uploaded outside questionnaires (from3MonthsAgo: the last 3 months).',
          params: companyParams,
          querystring: z.object({ from3MonthsAgo: z.enum(['true', 'false']).default('true') }),
          response: { 200: z.array(documentItemSchema) },
        },
      },
      (req) => recentUploads(db, requireActor(req), req.params.id, req.query.from3MonthsAgo === 'true', now()),
    );
    app.get(
      '/api/companies/:id/documents/folder_link',
      {
        schema: {
          tags,
          params: companyParams,
          querystring: z.object({ path: z.string().max(1000).default('/') }),
          response: { 200: downloadLinkSchema },
        },
      },
      (req) => folderLink(db, requireActor(req), req.params.id, req.query.path, now()),
    );
    app.patch(
      '/api/documents/:id',
      { schema: { tags, params: z.object({ id }), body: renameDocumentSchema, response: { 200: documentItemSchema } } },
      (req) => renameDocument(db, requireActor(req), req.params.id, req.body.name),
    );
    app.delete(
      '/api/documents/:id',
      { schema: { tags, params: z.object({ id }), response: { 204: z.null() } } },
      async (req, reply) => {
        await deleteDocument(db, requireActor(req), req.params.id);
        return reply.code(204).send(null);
      },
    );
    app.post(
      '/api/documents/:id/restore',
      { schema: { tags, params: z.object({ id }), response: { 200: documentItemSchema } } },
      (req) => restoreDocument(db, requireActor(req), req.params.id),
    );
    app.post(
      '/api/documents/:id/move',
      { schema: { tags, params: z.object({ id }), body: moveDocumentSchema, response: { 200: documentItemSchema } } },
      (req) => moveDocument(db, requireActor(req), req.params.id, req.body),
    );
    app.get(
      '/api/documents/:id/link',
      { schema: { tags, params: z.object({ id }), response: { 200: downloadLinkSchema } } },
      (req) => documentLink(db, requireActor(req), req.params.id, now()),
    );
    for (const url of ['/api/conversations/download_attachment', '/api/users/download_user_document'])
      app.post(
        url,
        {
          schema: {
            tags,
            description: 'Spec 000 §7 {link}: the document id; the same link as GET /api/documents/{id}/link.',
            body: downloadByLinkSchema,
            response: { 200: downloadLinkSchema },
          },
        },
        (req) => documentLink(db, requireActor(req), req.body.link, now()),
      );
    app.get(
      '/api/documents/download',
      {
        schema: {
          tags,
          description:
            'A file by its short-lived link; inline=true to show it in the browser. as=jpeg answers a HEIC photo as a JPEG (422 when it cannot be converted).',
          querystring: z.object({
            token: z.string().max(200).optional(),
            inline: z.enum(['true', 'false']).default('false'),
            as: z.enum(['jpeg']).optional(),
          }),
        },
      },
      async (req, reply) => {
        const open = req.query.as === 'jpeg' ? openJpegPreview : openDownload;
        const file = await open({ db, storage: deps.storage }, req.query.token, now());
        const disposition = attachmentHeader(file.name);
        return reply
          .header('content-type', file.contentType)
          .header('content-length', String(file.size))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header(
            'content-disposition',
            req.query.inline === 'true' ? disposition.replace(/^attachment/, 'inline') : disposition,
          )
          .send(file.body);
      },
    );
    app.get(
      '/api/documents/download_folder',
      { schema: { tags, querystring: z.object({ token: z.string().max(200).optional() }) } },
      async (req, reply) => {
        const zip = await openFolderZip({ db, storage: deps.storage }, req.query.token, now());
        return reply
          .header('content-type', 'application/zip')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', attachmentHeader(zip.name))
          .send(zip.body);
      },
    );
    app.post(
      '/api/companies/:id/secure_upload_links',
      {
        schema: {
          tags,
          description: 'A link (valid 7 days) whose holder can upload files into one folder of the entity.',
          params: companyParams,
          body: z.object({ path: z.string().max(1000) }),
          response: { 200: downloadLinkSchema },
        },
      },
      (req) =>
        createSecureUploadLink({ db, config: deps.config }, requireActor(req), req.params.id, req.body.path, now()),
    );
    const publicToken = z.object({ token: z.string().min(20).max(100) });
    app.get(
      '/api/public/secure_upload/:token',
      {
        schema: {
          tags,
          params: publicToken,
          response: {
            200: z.object({
              firm_name: z.string(),
              entity_name: z.string(),
              folder: z.string(),
              expires_at: z.string(),
            }),
          },
        },
      },
      (req) => secureUploadInfo(db, req.params.token, now()),
    );
    app.post(
      '/api/public/secure_upload/:token/files',
      {
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description: "One file per request (the name field renames it) into the link's folder.",
          params: publicToken,
          response: { 200: uploadResultSchema },
        },
      },
      async (req) => {
        if (!req.isMultipart()) throw new AppError('bad_request', 'Send the file as multipart/form-data');
        return receiveSecureUpload(
          { db, storage: deps.storage },
          req.params.token,
          req.parts() as AsyncIterable<UploadPart>,
          now(),
        );
      },
    );
  };
