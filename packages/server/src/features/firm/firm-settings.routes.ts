import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  firmPreferencesSchema,
  generalSettingsSchema,
  guideChecklistSchema,
  integrationStatusSchema,
  preferencesUpdateSchema,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import {
  guideChecklist,
  integrationStatus,
  updateGeneralSettings,
  updatePreferences,
} from './firm-settings.service.ts';

/** Firm settings at /firm (spec 002 §2, §3): one PATCH per section, partners only. */
export const firmSettingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['firm settings'];
    app.patch('/api/firms/general', { schema: { tags, body: generalSettingsSchema } }, async (req, reply) => {
      await updateGeneralSettings(db, requireActor(req), req.body);
      return reply.status(204).send();
    });
    app.patch(
      '/api/firms/preferences',
      { schema: { tags, body: preferencesUpdateSchema, response: { 200: firmPreferencesSchema } } },
      (req) => updatePreferences(db, requireActor(req), req.body),
    );
    app.get(
      '/api/integrations/check_stripe_integration',
      { schema: { tags, response: { 200: integrationStatusSchema } } },
      async (req) => integrationStatus(deps, requireActor(req)),
    );
    app.get('/api/firms/guide', { schema: { tags, response: { 200: guideChecklistSchema } } }, (req) =>
      guideChecklist(db, requireActor(req)),
    );
  };
