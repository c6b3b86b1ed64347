import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AppError,
  collectMessageSchema,
  deleteQuestionCallSchema,
  engagementLetterSchema,
  questionnaireMessages,
  recordIdParam,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { questionnaireOfQuestion } from './named-call-lookups.ts';
import { deleteQuestion, updateEngagementLetter } from './question-admin.service.ts';
import { staffQuestionnaires } from './questionnaire-actions.service.ts';

const id = recordIdParam;

/**
 * The firm's edits to a client's questionnaire from its preview (spec 001 §2, §7, §8): Delete Question
 * (the named call delete_question and its REST path share one service) and the engagement letter. Staff
 * writers only: a client is 403, another firm's or group's questionnaire 404.
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
  };
