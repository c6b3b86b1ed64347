import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AppError,
  collectMessageSchema,
  deleteQuestionCallSchema,
  engagementLetterSchema,
  entityUserSchema,
  questionnaireMessages,
  recordIdParam,
  removedDocumentSchema,
  restoreDocumentsSchema,
  sendSignInLinksSchema,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { questionnaireOfQuestion, staffQuestionnaires, reminderDeps } from '../questionnaires/index.ts';
import { deleteQuestion, updateEngagementLetter } from './question-admin.service.ts';
import { removedDocuments, restoreDocuments } from './restore-documents.service.ts';
import { entityUsersOf, sendSignInLinks } from './sign-in-links.service.ts';

const id = recordIdParam;

/**
 * The firm's edits to a client's questionnaire from its preview (spec 001 §2, §7, §8): Delete Question
 * (the named call delete_question and its REST path share one service), the engagement letter, sign-in
 * links to the entity's clients and restoring removed documents. Staff only (writers for changes): a
 * client is 403, another firm's or group's questionnaire 404.
 */
export const questionAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['questionnaires'];
    const message = { 200: collectMessageSchema };

    app.post(
      '/api/delete_question',
      {
        schema: {
          tags,
          description:
            'Spec 001 §7 named call; the same service as DELETE /api/questionnaires/{id}/questions/{questionId}.',
          body: deleteQuestionCallSchema,
          response: message,
        },
      },
      async (req) => {
        const actor = requireActor(req);
        const questionnaireId = await questionnaireOfQuestion(db, actor.firmId, req.body.questionId);
        const [q] = await staffQuestionnaires(db, actor, [questionnaireId]);
        if (req.body.companyId !== undefined && req.body.companyId !== q!.companyId)
          throw new AppError('not_found', questionnaireMessages.notFound);
        return deleteQuestion(db, actor, questionnaireId, req.body.questionId);
      },
    );
    app.delete(
      '/api/questionnaires/:id/questions/:questionId',
      { schema: { tags, params: z.object({ id, questionId: id }), response: message } },
      (req) => deleteQuestion(db, requireActor(req), req.params.id, req.params.questionId),
    );
    app.put(
      '/api/questionnaires/:id/sections/:sectionId/engagement_letter',
      {
        schema: {
          tags,
          description: 'Engagement letter update (spec 001 §8): the letter of a signature section nobody has signed.',
          params: z.object({ id, sectionId: id }),
          body: engagementLetterSchema,
          response: message,
        },
      },
      (req) => updateEngagementLetter(db, requireActor(req), req.params.id, req.params.sectionId, req.body),
    );
    const users = { 200: z.array(entityUserSchema) };
    app.get(
      '/api/questionnaires/:id/entity_users',
      {
        schema: {
          tags,
          description: 'Entity users (spec 001 §7): the active clients of the entity a sign-in link may go to.',
          params: z.object({ id }),
          response: users,
        },
      },
      (req) => entityUsersOf(db, requireActor(req), req.params.id),
    );
    app.get(
      '/api/get_active_entity_users',
      {
        schema: {
          tags,
          description: 'Spec 001 §7 named call; the same service as GET /api/questionnaires/{id}/entity_users.',
          querystring: z.object({ questionnaireId: id }),
          response: users,
        },
      },
      (req) => entityUsersOf(db, requireActor(req), req.query.questionnaireId),
    );
    app.post(
      '/api/questionnaires/:id/send_sign_in_links',
      {
        schema: {
          tags,
          description:
            'Sign-in links (spec 001 §7 {userIds}): emails each chosen client a link that resets how they sign in and opens the questionnaire.',
          params: z.object({ id }),
          body: sendSignInLinksSchema,
          response: message,
        },
      },
      (req) =>
        sendSignInLinks(
          { ...reminderDeps(deps), publicUrl: deps.config.publicUrl, clock: deps.clock },
          requireActor(req),
          req.params.id,
          req.body,
        ),
    );
    app.get(
      '/api/questionnaires/:id/removed_documents',
      {
        schema: {
          tags,
          description: 'Files removed from the questionnaire, restorable (spec 001 §2 restore document).',
          params: z.object({ id }),
          response: { 200: z.array(removedDocumentSchema) },
        },
      },
      (req) => removedDocuments(db, requireActor(req), req.params.id),
    );
    app.post(
      '/api/questionnaires/:id/restore_documents',
      {
        schema: {
          tags,
          description: "Restore documents (spec 001 §8 'Documents restored successfully'): all or nothing.",
          params: z.object({ id }),
          body: restoreDocumentsSchema,
          response: message,
        },
      },
      (req) => restoreDocuments(db, requireActor(req), req.params.id, req.body),
    );
  };
