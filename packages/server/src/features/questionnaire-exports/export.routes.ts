import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  exportedDocumentSchema,
  exportedDocumentsQuerySchema,
  exportQuestionnairesSchema,
  spreadsheetExportSchema,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { exportedDocumentsList, queueQuestionnaireExport } from './questionnaire-export.ts';

/**
 * Export questionnaires (spec 001 §7): queued; GET /api/exports/{id} and a notification tell when it is ready.
 * get_exported_documents_list names the documents it may hold.
 */
export const exportRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    app.post(
      '/api/export_questionnaires',
      {
        schema: {
          tags: ['questionnaires', 'exports'],
          description:
            'Queues a PDF (answers, table of contents, optionally the uploads merged in tax-form order), a spreadsheet, or a zip of them; staff only. export_to_platforms (scan_and_auto_flow, third_party_dms; each refused with 403 unless its firm preference scan_and_auto_flow_export_enabled or export_to_third_party_dms_enabled is on) also sends the entity’s reviewed documents and the uploads, as ordered PDFs with a manifest.json, to those platforms (platform_export_id follows it).',
          body: exportQuestionnairesSchema,
          response: {
            202: z.object({
              message: z.string(),
              export_id: z.number().int(),
              /** With export_to_platforms: the package sent to the platforms, an export of its own. */
              platform_export_id: z.number().int().optional(),
            }),
          },
        },
      },
      async (req, reply) =>
        reply.code(202).send(await queueQuestionnaireExport({ db, jobs: deps.jobs }, requireActor(req), req.body)),
    );
    app.post(
      '/api/export_questionnaire_to_spreadsheet',
      {
        schema: {
          tags: ['questionnaires', 'exports'],
          description:
            'Spec 001 §7; the same export as POST /api/export_questionnaires with format spreadsheet: queued, then GET /api/exports/{id}; staff only.',
          body: spreadsheetExportSchema,
          response: { 202: z.object({ message: z.string(), export_id: z.number().int() }) },
        },
      },
      async (req, reply) => {
        const input = exportQuestionnairesSchema.parse({ ...req.body, format: 'spreadsheet' });
        return reply.code(202).send(await queueQuestionnaireExport({ db, jobs: deps.jobs }, requireActor(req), input));
      },
    );
    app.get(
      '/api/get_exported_documents_list',
      {
        schema: {
          tags: ['questionnaires', 'exports'],
          description:
            'Spec 001 §7: the uploaded documents an export of these questionnaires (questionnaire_ids=1,2) holds, in export order; their ids are what documents_to_include and documents_to_exclude take.',
          querystring: exportedDocumentsQuerySchema,
          response: { 200: z.object({ documents: z.array(exportedDocumentSchema) }) },
        },
      },
      async (req) => ({
        documents: await exportedDocumentsList(db, requireActor(req), req.query.questionnaire_ids),
      }),
    );
  };
