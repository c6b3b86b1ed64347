import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  recordIdParam,
  AppError,
  addNoteSchema,
  answerQuestionSchema,
  attachDocumentSchema,
  checkoutSessionSchema,
  clientQuestionnairesQuerySchema,
  clientQuestionnairesSchema,
  confirmProfileSchema,
  depositStatusResultSchema,
  questionDocumentSchema,
  questionNoteSchema,
  questionnaireChangeSchema,
  questionnaireDetailSchema,
  questionnaireSummarySchema,
  questionnaireTemplateListSchema,
  saveEntriesSchema,
  saveSectionSchema,
  signAgreementSchema,
  submitResultSchema,
  verifyCheckoutSchema,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import type { UploadPart } from '../../http/upload-part.ts';
import { addEntry, answerQuestion, removeEntry, saveEntries, saveSection } from './answers.service.ts';
import { confirmProfile } from './confirm-profile.ts';
import { createDepositCheckout, verifyDepositCheckout } from './deposit.service.ts';
import { addNote, toggleNoteRemoval } from './notes.service.ts';
import {
  questionnaireScope,
  clientQuestionnaires,
  companyQuestionnaires,
  questionnaireDetail,
} from '../questionnaires/index.ts';
import { listTemplates, templatePreview } from '../questionnaire-templates/index.ts';
import { attachDocument } from './attach-document.ts';
import { removeQuestionDocument, uploadForQuestion } from './question-uploads.ts';
import { signAgreement, unsignAgreement } from './signatures.service.ts';
import { submitQuestionnaire } from './submit.service.ts';

/** Database ids are 32-bit: a larger number is no such record (404), not a server error. */
const id = recordIdParam;
const params = z.object({ id });
const questionParams = z.object({ id, questionId: id });
const uploadResponse = z.object({
  document: questionDocumentSchema.nullable(),
  is_duplicate: z.boolean(),
  error: z.string().nullable(),
  change: questionnaireChangeSchema,
});
const requestInfo = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? null });

/**
 * Questionnaires for clients (spec 001 §7; the paths are ours): the dashboard, one questionnaire, answers,
 * entries, sections, signatures, notes, uploads, submit and the deposit. Every call is scoped by
 * questionnaireScope: another firm's or another client's questionnaire is 404.
 */
export const questionnaireRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['questionnaires'];
    const now = () => deps.clock.now();
    const scope = (req: FastifyRequest, questionnaireId: number) =>
      questionnaireScope(db, requireActor(req), questionnaireId);
    const change = { 200: questionnaireChangeSchema };
    const payments = { db, payments: deps.payments, publicUrl: deps.config.publicUrl };

    app.get(
      '/api/client/questionnaires',
      { schema: { tags, querystring: clientQuestionnairesQuerySchema, response: { 200: clientQuestionnairesSchema } } },
      (req) => clientQuestionnaires(db, requireActor(req), req.query.companyHash),
    );
    app.get(
      '/api/companies/:id/questionnaires',
      { schema: { tags, params, response: { 200: z.object({ items: z.array(questionnaireSummarySchema) }) } } },
      (req) => {
        const actor = requireActor(req);
        if (!actor.isAdvisor) throw new AppError('forbidden', 'Only the firm lists an entity’s questionnaires');
        return companyQuestionnaires(db, actor, req.params.id);
      },
    );
    app.get(
      '/api/questionnaires/:id',
      { schema: { tags, params, response: { 200: questionnaireDetailSchema } } },
      async (req) => questionnaireDetail(db, await scope(req, req.params.id)),
    );
    app.post(
      '/api/questionnaires/:id/sections/:sectionId',
      { schema: { tags, params: z.object({ id, sectionId: id }), body: saveSectionSchema, response: change } },
      async (req) => saveSection(db, await scope(req, req.params.id), req.params.sectionId, req.body, now()),
    );
    app.post(
      '/api/questionnaires/:id/questions/:questionId/answer',
      { schema: { tags, params: questionParams, body: answerQuestionSchema, response: change } },
      async (req) => answerQuestion(db, await scope(req, req.params.id), req.params.questionId, req.body, now()),
    );
    app.post(
      '/api/questionnaires/:id/questions/:questionId/entries',
      { schema: { tags, params: questionParams, response: change } },
      async (req) => addEntry(db, await scope(req, req.params.id), req.params.questionId, now()),
    );
    app.delete(
      '/api/questionnaires/:id/questions/:questionId/entries/:entryNumber',
      { schema: { tags, params: questionParams.extend({ entryNumber: id }), response: change } },
      async (req) =>
        removeEntry(db, await scope(req, req.params.id), req.params.questionId, req.params.entryNumber, now()),
    );
    app.post(
      '/api/questionnaires/:id/entries',
      { schema: { tags, params, body: saveEntriesSchema, response: change } },
      async (req) => saveEntries(db, await scope(req, req.params.id), req.body, now()),
    );
    app.post(
      '/api/questionnaires/:id/questions/:questionId/documents',
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description:
            'One file for an upload question: the field selected_option first (when it has options), then the file.',
          params: questionParams,
          response: { 200: uploadResponse },
        },
      },
      async (req) => {
        const s = await scope(req, req.params.id);
        if (!req.isMultipart()) throw new AppError('bad_request', 'Send the file as multipart/form-data');
        return uploadForQuestion(
          { db, storage: deps.storage, jobs: deps.jobs },
          s,
          req.params.questionId,
          req.parts() as AsyncIterable<UploadPart>,
          now(),
        );
      },
    );
    app.post(
      '/api/documents/attach_to_questionnaire',
      {
        schema: {
          tags,
          description:
            'Staff give a document uploaded outside questionnaires (the Unattached tab) to one of the questionnaire’s upload questions; 404 for a document that is not the entity’s or is attached already.',
          body: attachDocumentSchema,
          response: change,
        },
      },
      async (req) => {
        const s = await scope(req, req.body.questionnaire_id);
        return db.transaction((tx) => attachDocument(tx, s, req.body, now()));
      },
    );
    app.delete(
      '/api/questionnaires/:id/questions/:questionId/documents/:documentId',
      { schema: { tags, params: questionParams.extend({ documentId: id }), response: change } },
      async (req) =>
        removeQuestionDocument(
          db,
          await scope(req, req.params.id),
          req.params.questionId,
          req.params.documentId,
          now(),
        ),
    );
    app.post(
      '/api/questionnaires/:id/signatures/:signatureId/sign',
      { schema: { tags, params: z.object({ id, signatureId: id }), body: signAgreementSchema, response: change } },
      async (req) =>
        signAgreement(db, await scope(req, req.params.id), req.params.signatureId, req.body, requestInfo(req), now()),
    );
    app.post(
      '/api/questionnaires/:id/signatures/:signatureId/unsign',
      { schema: { tags, params: z.object({ id, signatureId: id }), response: change } },
      async (req) =>
        unsignAgreement(db, await scope(req, req.params.id), req.params.signatureId, requestInfo(req), now()),
    );
    app.post(
      '/api/questionnaires/:id/questions/:questionId/notes',
      { schema: { tags, params: questionParams, body: addNoteSchema, response: { 200: questionNoteSchema } } },
      async (req) => addNote(db, await scope(req, req.params.id), req.params.questionId, req.body.text),
    );
    app.post(
      '/api/questionnaires/:id/notes/:noteId/toggle-removal',
      { schema: { tags, params: z.object({ id, noteId: id }), response: { 200: questionNoteSchema } } },
      async (req) => toggleNoteRemoval(db, await scope(req, req.params.id), req.params.noteId),
    );
    app.post(
      '/api/questionnaires/:id/submit',
      { schema: { tags, params, response: { 200: submitResultSchema } } },
      async (req) =>
        submitQuestionnaire(
          { db, realtime: deps.realtime, events: deps.events },
          await scope(req, req.params.id),
          requestInfo(req),
          now(),
        ),
    );
    app.post(
      '/api/questionnaires/:id/confirm-profile',
      { schema: { tags, params, body: confirmProfileSchema, response: { 200: z.object({ ok: z.literal(true) }) } } },
      async (req) => confirmProfile(db, await scope(req, req.params.id), req.body, now()),
    );
    app.post(
      '/api/questionnaires/:id/deposit/checkout',
      { schema: { tags, params, response: { 200: checkoutSessionSchema } } },
      async (req) => createDepositCheckout(payments, await scope(req, req.params.id), now()),
    );
    app.post(
      '/api/questionnaires/:id/deposit/verify',
      { schema: { tags, params, body: verifyCheckoutSchema, response: { 200: depositStatusResultSchema } } },
      async (req) => verifyDepositCheckout(payments, await scope(req, req.params.id), req.body.session_id, now()),
    );
    app.get(
      '/api/questionnaire_templates',
      { schema: { tags, response: { 200: questionnaireTemplateListSchema } } },
      (req) => listTemplates(db, requireActor(req)),
    );
    app.get(
      '/api/questionnaire_templates/:id/preview',
      {
        schema: {
          tags,
          description: 'A template as the admin-template mode shows it: view-only, never submitted.',
          params,
          response: { 200: questionnaireDetailSchema },
        },
      },
      (req) => templatePreview(db, requireActor(req), req.params.id, now()),
    );
  };
