import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recordIdParam,
  collectListSchema,
  collectMessageSchema,
  collectQuerySchema,
  generateLinkSchema,
  generatedLinkSchema,
  lockQuestionnairesSchema,
  markCompletedSchema,
  questionnaireIdSchema,
  questionnaireIdsSchema,
  reminderTextSchema,
  reminderTextsSchema,
  remindersToggleSchema,
  sendRemindersSchema,
  updateQuestionnaireSchema,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { reminderDeps } from '../questionnaires/index.ts';
import { collectList } from './collect-list.ts';
import {
  deleteQuestionnaire,
  generateLink,
  getReminderText,
  lockQuestionnaires,
  markCompleted,
  restoreQuestionnaires,
  saveReminderText,
  sendDrafts,
  sendReminders,
  toggleReminders,
  unsubmitQuestionnaire,
  updateQuestionnaire,
} from './questionnaire-actions.service.ts';

const id = recordIdParam;
const params = z.object({ id });

/**
 * The firm's Collect list and its actions on questionnaires (spec 001 §2, §4, §7; issue 8 contract).
 * Staff only: a client is 403; another firm's questionnaire is 404 (for a bulk call, any one of them).
 */
export const collectRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['questionnaires'];
    const now = () => deps.clock.now();
    const message = { 200: collectMessageSchema };
    const mail = reminderDeps(deps);

    app.get(
      '/api/v2/questionnaires',
      {
        schema: { tags, querystring: collectQuerySchema, response: { 200: collectListSchema } },
        config: { keepAnswer: true },
      },
      (req) =>
        collectList(db, requireActor(req), { ...req.query, per_page: req.query.count ?? req.query.per_page }, now()),
    );
    app.post(
      '/api/lock_questionnaires',
      { schema: { tags, body: lockQuestionnairesSchema, response: message } },
      (req) => lockQuestionnaires(db, requireActor(req), req.body.questionnaireIds, now()),
    );
    app.patch(
      '/api/questionnaires/:id',
      { schema: { tags, params, body: updateQuestionnaireSchema, response: message } },
      (req) => updateQuestionnaire(db, requireActor(req), req.params.id, req.body, now()),
    );
    app.post(
      '/api/questionnaires/reminders_disabled',
      { schema: { tags, body: remindersToggleSchema, response: message } },
      (req) => toggleReminders(db, requireActor(req), req.body.questionnaire_ids, req.body.reminders_disabled, now()),
    );
    app.post('/api/mark_completed', { schema: { tags, body: markCompletedSchema, response: message } }, (req) =>
      markCompleted(db, requireActor(req), req.body.questionnaire_id, req.body.completed, now()),
    );
    app.post(
      '/api/unsubmit_questionnaire',
      { schema: { tags, body: questionnaireIdSchema, response: message } },
      (req) => unsubmitQuestionnaire(db, requireActor(req), req.body.questionnaire_id, now()),
    );
    app.post('/api/delete_questionnaire', { schema: { tags, body: questionnaireIdSchema, response: message } }, (req) =>
      deleteQuestionnaire(db, requireActor(req), req.body.questionnaire_id, now()),
    );
    app.post(
      '/api/restore',
      {
        schema: {
          tags,
          description:
            'Spec 001 §7 restore {questionnaire_id}: one questionnaire, as POST /api/restore_questionnaires.',
          body: questionnaireIdSchema,
          response: message,
        },
      },
      (req) => restoreQuestionnaires(db, requireActor(req), [req.body.questionnaire_id], now()),
    );
    app.post(
      '/api/restore_questionnaires',
      { schema: { tags, body: questionnaireIdsSchema, response: message } },
      (req) => restoreQuestionnaires(db, requireActor(req), req.body.questionnaire_ids, now()),
    );
    app.post(
      '/api/send_questionnaire_reminders',
      { schema: { tags, body: sendRemindersSchema, response: message } },
      (req) => sendReminders(mail, requireActor(req), req.body, now()),
    );
    app.get(
      '/api/questionnaires/:id/reminder_text',
      { schema: { tags, params, response: { 200: reminderTextsSchema } } },
      (req) => getReminderText(db, requireActor(req), req.params.id),
    );
    app.post(
      '/api/questionnaires/:id/reminder_text',
      { schema: { tags, params, body: reminderTextSchema, response: message } },
      (req) => saveReminderText(db, requireActor(req), req.params.id, req.body, now()),
    );
    app.post(
      '/api/generate_questionnaire_link',
      { schema: { tags, body: generateLinkSchema, response: { 200: generatedLinkSchema } } },
      (req) => generateLink(db, requireActor(req), deps.config.publicUrl, req.body.companyId, req.body.questionnaireId),
    );
    app.post(
      '/api/questionnaires/send_drafts',
      { schema: { tags, body: questionnaireIdsSchema, response: message } },
      (req) => sendDrafts(mail, requireActor(req), req.body.questionnaire_ids, now()),
    );
  };
