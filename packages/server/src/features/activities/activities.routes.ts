import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityPageSchema, activityQuerySchema } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { activityPage } from './activities.service.ts';

export const activityRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v2/activity_logs',
      { schema: { tags: ['activities'], querystring: activityQuerySchema, response: { 200: activityPageSchema } } },
      (req) => activityPage(deps.database.db, requireActor(req), req.query),
    );
  };
