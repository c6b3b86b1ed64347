import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  AppError,
  addCommentCallSchema,
  addNewEntryCallSchema,
  answerQuestionCallSchema,
  checkoutCallSchema,
  checkoutSessionSchema,
  clientQuestionnairesQuerySchema,
  clientQuestionnairesSchema,
  getQuestionnaireCallSchema,
  questionnaireDetailSchema,
  depositStatusResultSchema,
  questionNoteSchema,
  questionnaireChangeSchema,
  questionnaireMessages,
  removeEntryCallSchema,
  saveEntriesCallSchema,
  saveSectionCallSchema,
  signAgreementCallSchema,
  submitQuestionnaireCallSchema,
  submitResultSchema,
  toggleCommentRemovalCallSchema,
  verifyCheckoutCallSchema,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { addEntry, answerQuestion, removeEntry, saveEntries, saveSection } from './answers.service.ts';
import { createDepositCheckout, verifyDepositCheckout } from './deposit.service.ts';
import {
  clientQuestionnaires,
  questionnaireDetail,
  questionnaireOfNote,
  questionnaireOfQuestion,
  questionnaireScope,
} from '../questionnaires/index.ts';
import { addNote, toggleNoteRemoval } from './notes.service.ts';
import { signAgreement } from './signatures.service.ts';
import { submitQuestionnaire } from './submit.service.ts';

const requestInfo = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? null });

/**
 * The questionnaire calls of spec 001 §7 under the spec's names and body fields. Each calls the very service
 * its REST path in questionnaires.routes.ts calls, through the same questionnaireScope (another firm's or
 * another client's questionnaire is 404); a companyId that is not the questionnaire's entity is 404 too.
 */
export const questionnaireNamedCallRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['questionnaires'];
    const now = () => deps.clock.now();
    const change = { 200: questionnaireChangeSchema };
    const payments = { db, payments: deps.payments, publicUrl: deps.config.publicUrl };
    const scope = async (req: FastifyRequest, questionnaireId: number, companyId?: number) => {
      const s = await questionnaireScope(db, requireActor(req), questionnaireId);
      if (companyId !== undefined && companyId !== s.questionnaire.companyId)
        throw new AppError('not_found', questionnaireMessages.notFound);
      return s;
    };
    const ofQuestion = async (req: FastifyRequest, questionId: number, companyId?: number) =>
      scope(req, await questionnaireOfQuestion(db, requireActor(req).firmId, questionId), companyId);
    const describe = (rest: string) => `Spec 001 §7 named call; the same service as ${rest}.`;

    app.post(
      '/api/answer_question',
      {
        schema: {
          tags,
          description: describe('POST /api/questionnaires/{id}/questions/{questionId}/answer'),
          body: answerQuestionCallSchema,
          response: change,
        },
      },
      async (req) =>
        answerQuestion(
          db,
          await ofQuestion(req, req.body.questionId),
          req.body.questionId,
          { answer: req.body.answer, answer_by: req.body.answerBy },
          now(),
        ),
    );
    app.post(
      '/api/save_entries',
      {
        schema: {
          tags,
          description: describe('POST /api/questionnaires/{id}/entries'),
          body: saveEntriesCallSchema,
          response: change,
        },
      },
      async (req) => saveEntries(db, await scope(req, req.body.questionnaireId, req.body.companyId), req.body, now()),
    );
    app.post(
      '/api/add_new_entry',
      {
        schema: {
          tags,
          description: describe('POST /api/questionnaires/{id}/questions/{questionId}/entries'),
          body: addNewEntryCallSchema,
          response: change,
        },
      },
      async (req) =>
        addEntry(db, await ofQuestion(req, req.body.questionId, req.body.companyId), req.body.questionId, now()),
    );
    app.post(
      '/api/remove_entry',
      {
        schema: {
          tags,
          description: describe('DELETE /api/questionnaires/{id}/questions/{questionId}/entries/{entryNumber}'),
          body: removeEntryCallSchema,
          response: change,
        },
      },
      async (req) => {
        const { questionnaireQuestionId, entryNumber, companyId } = req.body;
        return removeEntry(
          db,
          await ofQuestion(req, questionnaireQuestionId, companyId),
          questionnaireQuestionId,
          entryNumber,
          now(),
        );
      },
    );
    app.post(
      '/api/save_section',
      {
        schema: {
          tags,
          description:
            describe('POST /api/questionnaires/{id}/sections/{sectionId}') +
            ' id is the questionnaire, setId the section.',
          body: saveSectionCallSchema,
          response: change,
        },
      },
      async (req) =>
        saveSection(
          db,
          await scope(req, req.body.id, req.body.companyId),
          req.body.setId,
          { marked_completed: req.body.markedCompleted },
          now(),
        ),
    );
    app.post(
      '/api/sign_agreement',
      {
        schema: {
          tags,
          description:
            describe('POST /api/questionnaires/{id}/signatures/{signatureId}/sign') +
            ' A signature that is a PNG data URL is drawn, anything else typed, unless signatureType says.',
          body: signAgreementCallSchema,
          response: change,
        },
      },
      async (req) => {
        const b = req.body;
        const signature = {
          signature: b.signature,
          signature_type: b.signatureType ?? (b.signature.startsWith('data:image/') ? 'drawn' : 'typed'),
          client_time: b.clientTime ?? now().toISOString(),
        } as const;
        return signAgreement(
          db,
          await scope(req, b.questionnaireId, b.companyId),
          b.signatureId,
          signature,
          requestInfo(req),
          now(),
        );
      },
    );
    app.post(
      '/api/submit_questionnaire',
      {
        schema: {
          tags,
          description: describe('POST /api/questionnaires/{id}/submit'),
          body: submitQuestionnaireCallSchema,
          response: { 200: submitResultSchema },
        },
      },
      async (req) =>
        submitQuestionnaire(
          { db, realtime: deps.realtime },
          await scope(req, req.body.questionnaireId, req.body.companyId),
          requestInfo(req),
          now(),
        ),
    );
    app.post(
      '/api/add_comment',
      {
        schema: {
          tags,
          description: describe('POST /api/questionnaires/{id}/questions/{questionId}/notes') + ' Returns the note.',
          body: addCommentCallSchema,
          response: { 200: questionNoteSchema },
        },
      },
      async (req) => {
        const actor = requireActor(req);
        if (req.body.userId !== undefined && req.body.userId !== actor.userId)
          throw new AppError('forbidden', 'A comment is written as the signed-in user');
        const s = await ofQuestion(req, req.body.questionId, req.body.companyId);
        return addNote(db, s, req.body.questionId, req.body.text);
      },
    );
    app.post(
      '/api/toggle_comment_removal',
      {
        schema: {
          tags,
          description: describe('POST /api/questionnaires/{id}/notes/{noteId}/toggle-removal'),
          body: toggleCommentRemovalCallSchema,
          response: { 200: questionNoteSchema },
        },
      },
      async (req) => {
        const { noteId, companyId, questionId } = req.body;
        const questionnaireId = await questionnaireOfNote(db, requireActor(req).firmId, noteId, questionId);
        return toggleNoteRemoval(db, await scope(req, questionnaireId, companyId), noteId);
      },
    );
    app.post(
      '/api/create_checkout_session',
      {
        schema: {
          tags,
          description: describe('POST /api/questionnaires/{id}/deposit/checkout') + ' Answers checkout_url.',
          body: checkoutCallSchema,
          response: { 200: checkoutSessionSchema },
        },
      },
      async (req) =>
        createDepositCheckout(payments, await scope(req, req.body.questionnaireId, req.body.companyId), now()),
    );
    app.post(
      '/api/verify_checkout_session',
      {
        schema: {
          tags,
          description: describe('POST /api/questionnaires/{id}/deposit/verify'),
          body: verifyCheckoutCallSchema,
          response: { 200: depositStatusResultSchema },
        },
      },
      async (req) =>
        verifyDepositCheckout(
          payments,
          await scope(req, req.body.questionnaireId, req.body.companyId),
          req.body.session_id,
          now(),
        ),
    );
    app.get(
      '/api/get_client_questionnaires',
      {
        schema: {
          tags,
          description: describe('GET /api/client/questionnaires') + ' companyHash: one entity; else all the client’s.',
          querystring: clientQuestionnairesQuerySchema,
          response: { 200: clientQuestionnairesSchema },
        },
      },
      (req) => clientQuestionnaires(db, requireActor(req), req.query.companyHash),
    );
    app.get(
      '/api/get_questionnaire',
      {
        schema: {
          tags,
          description: describe('GET /api/questionnaires/{id}') + ' A companyId other than its entity’s is 404.',
          querystring: getQuestionnaireCallSchema,
          response: { 200: questionnaireDetailSchema },
        },
      },
      async (req) => questionnaireDetail(db, await scope(req, req.query.questionnaireId, req.query.companyId)),
    );
  };
