import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  alreadySentQuerySchema,
  alreadySentSchema,
  recordIdParam,
  scheduledSendSchema,
  sendBacklogSchema,
  sendProgressSchema,
  sendQuestionnairesSchema,
  sendResultSchema,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { alreadySent } from './already-sent.ts';
import {
  batchProgress,
  cancelSchedule,
  listSchedules,
  sendBacklog,
  sendOptions,
  sendQuestionnaires,
} from './send.service.ts';

const id = recordIdParam;

/** Send Questionnaire (spec 001 §7 send_questionnaires; the other paths are ours): options, send, progress, schedules. */
export const sendRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['questionnaires'];
    const sendDeps = { db, jobs: deps.jobs, payments: deps.payments, config: deps.config };

    app.get(
      '/api/send_options',
      {
        schema: {
          tags,
          response: {
            200: z.object({
              tax_years: z.array(z.number().int()),
              default_tax_year: z.number().int(),
              payments_ready: z.boolean(),
              document_drop_off_enabled: z.boolean(),
              entity_types: z.array(z.string()),
            }),
          },
        },
      },
      (req) => sendOptions(sendDeps, requireActor(req), deps.clock.now()),
    );
    app.post(
      '/api/send_questionnaires',
      { schema: { tags, body: sendQuestionnairesSchema, response: { 202: sendResultSchema } } },
      async (req, reply) =>
        reply.code(202).send(await sendQuestionnaires(sendDeps, requireActor(req), req.body, deps.clock.now())),
    );
    app.post(
      '/api/send_questionnaires/already_sent',
      {
        schema: {
          tags,
          description:
            'Which of these entities already have a questionnaire of this template and tax year (not deleted): the send form warns before a second one.',
          body: alreadySentQuerySchema,
          response: { 200: alreadySentSchema },
        },
      },
      (req) => alreadySent(db, requireActor(req), req.body),
    );
    // Save drafts (spec 001 §7 save_questionnaires, save_questionnaire): the send form's payload, kept as drafts.
    for (const url of ['/api/save_questionnaires', '/api/save_questionnaire'])
      app.post(
        url,
        {
          schema: {
            tags,
            description: 'The body of POST /api/send_questionnaires, saved as drafts (is_draft is always true).',
            body: sendQuestionnairesSchema,
            response: { 202: sendResultSchema },
          },
        },
        async (req, reply) =>
          reply
            .code(202)
            .send(
              await sendQuestionnaires(sendDeps, requireActor(req), { ...req.body, is_draft: true }, deps.clock.now()),
            ),
      );
    app.get(
      '/api/questionnaire_send_batches/:id',
      { schema: { tags, params: z.object({ id }), response: { 200: sendProgressSchema } } },
      (req) => batchProgress(db, requireActor(req), req.params.id),
    );
    app.get(
      '/api/questionnaire_send_batches/backlog',
      { schema: { tags, response: { 200: sendBacklogSchema } } },
      (req) => sendBacklog(db, requireActor(req)),
    );
    app.get(
      '/api/questionnaire_send_schedules',
      { schema: { tags, response: { 200: z.object({ items: z.array(scheduledSendSchema) }) } } },
      (req) => listSchedules(db, requireActor(req)),
    );
    app.delete(
      '/api/questionnaire_send_schedules/:id',
      { schema: { tags, params: z.object({ id }), response: { 200: z.object({ message: z.string() }) } } },
      (req) => cancelSchedule(db, requireActor(req), req.params.id, deps.clock.now()),
    );
  };
