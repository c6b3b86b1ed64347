import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recordIdParam,
  collectMessageSchema,
  customStatusInputSchema,
  customStatusListSchema,
  customStatusPatchSchema,
  customStatusSchema,
  sendCustomStatusChangeSchema,
  setCustomStatusSchema,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { reminderDeps } from '../questionnaires/index.ts';
import {
  createCustomStatus,
  deleteCustomStatus,
  listCustomStatuses,
  sendCustomStatusChange,
  setQuestionnaireStatus,
  updateCustomStatus,
} from './custom-statuses.service.ts';

const params = z.object({ id: recordIdParam });

/**
 * The firm's own questionnaire statuses (spec 001 §3 Firm custom status, §5 status-change notification,
 * §7). Any staff member reads and sets them; partners and admins manage the list.
 */
export const customStatusRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['questionnaires'];
    const message = { 200: collectMessageSchema };
    const mail = reminderDeps(deps);

    app.get('/api/firm_custom_statuses', { schema: { tags, response: { 200: customStatusListSchema } } }, (req) =>
      listCustomStatuses(db, requireActor(req)),
    );
    app.post(
      '/api/firm_custom_statuses',
      { schema: { tags, body: customStatusInputSchema, response: { 201: customStatusSchema } } },
      async (req, reply) => reply.status(201).send(await createCustomStatus(db, requireActor(req), req.body)),
    );
    app.patch(
      '/api/firm_custom_statuses/:id',
      { schema: { tags, params, body: customStatusPatchSchema, response: { 200: customStatusSchema } } },
      (req) => updateCustomStatus(db, requireActor(req), req.params.id, req.body),
    );
    app.delete('/api/firm_custom_statuses/:id', { schema: { tags, params, response: message } }, (req) =>
      deleteCustomStatus(db, requireActor(req), req.params.id, deps.clock.now()),
    );
    app.patch(
      '/api/questionnaires/:id/custom_status',
      { schema: { tags, params, body: setCustomStatusSchema, response: message } },
      (req) =>
        setQuestionnaireStatus(db, requireActor(req), req.params.id, req.body.firm_custom_status_id, deps.clock.now()),
    );
    app.post(
      '/api/send_custom_status_change',
      { schema: { tags, body: sendCustomStatusChangeSchema, response: message } },
      (req) => sendCustomStatusChange(mail, requireActor(req), req.body),
    );
  };
