import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recordId,
  recordIdParam,
  AppError,
  assertCan,
  importFileSchema,
  importMessages,
  importListInputSchema,
  importListSchema,
  importValidationSchema,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { attachmentHeader } from '../../http/attachment.ts';
import type { UploadPart } from '../../http/upload-part.ts';
import { findImportFile, listImportFiles, receiveImportFiles } from './import-files.service.ts';
import {
  assertImportScope,
  importTemplate,
  listImports,
  queueImport,
  validateRecords,
} from './client-list-import.service.ts';

const body = importListInputSchema.extend({ firm_group_id: recordId.nullable().optional() });

/** Client list imports (spec 000 §7 Import; 002 §5): check every row, then import in the background. */
export const importRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['imports'];
    app.post(
      '/api/import_lists/validate',
      { schema: { tags, body, response: { 200: importValidationSchema } } },
      async (req) => {
        const actor = requireActor(req);
        await assertImportScope(db, actor, req.body);
        return validateRecords(db, actor.firmId, req.body);
      },
    );
    app.post(
      '/api/import_lists',
      {
        bodyLimit: 10 * 1024 * 1024,
        schema: { tags, body, response: { 200: z.object({ import: importListSchema, message: z.string() }) } },
      },
      (req) => queueImport({ db, jobs: deps.jobs }, requireActor(req), req.body),
    );
    app.get(
      '/api/import_lists/template',
      { schema: { tags, querystring: z.object({ list_type: z.enum(['individuals', 'entities']) }) } },
      async (req, reply) => {
        assertCan(requireActor(req), 'staff.any');
        const file = importTemplate(req.query.list_type);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="client-list-${req.query.list_type}.csv"`)
          .send(file);
      },
    );
    app.get('/api/import_lists', { schema: { tags, response: { 200: z.array(importListSchema) } } }, (req) =>
      listImports(db, requireActor(req)),
    );
    app.post(
      '/api/import_lists/files',
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description:
            'Upload an import file (spec 002 §7). Multipart form: the fields documentType (client_list, rollover_zip, ' +
            'rollover_csv, other), assignedFirmUserId, listType, comment, documentName, taxSoftware and year first, ' +
            'then one or more files. The fields are checked before any file is stored.',
          response: { 200: z.object({ files: z.array(importFileSchema), message: z.string() }) },
        },
      },
      async (req) => {
        const actor = requireActor(req);
        if (!req.isMultipart()) throw new AppError('bad_request', importMessages.filesRequired);
        return receiveImportFiles({ db, storage: deps.storage }, actor, req.parts() as AsyncIterable<UploadPart>);
      },
    );
    app.get('/api/import_lists/files', { schema: { tags, response: { 200: z.array(importFileSchema) } } }, (req) =>
      listImportFiles(db, requireActor(req)),
    );
    app.get(
      '/api/import_lists/files/:id/download',
      { schema: { tags, params: z.object({ id: recordIdParam }) } },
      async (req, reply) => {
        const file = await findImportFile(db, requireActor(req), req.params.id);
        const body = await deps.storage.get(file.storageKey);
        return reply
          .header('content-type', 'application/octet-stream')
          .header('content-length', String(file.size))
          .header('content-disposition', attachmentHeader(file.fileName))
          .send(body);
      },
    );
  };
