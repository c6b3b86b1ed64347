import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordIdParam, notificationsPageSchema, notificationsQuerySchema } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { dismissAllNotifications, dismissNotification, listNotifications } from './notifications.service.ts';

/** The caller's notifications (spec 000 §7 Notifications): list, dismiss one, dismiss all. */
export const notificationRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['notifications'];
    app.get(
      '/api/notifications',
      { schema: { tags, querystring: notificationsQuerySchema, response: { 200: notificationsPageSchema } } },
      (req) => listNotifications(db, requireActor(req), req.query),
    );
    app.post(
      '/api/notifications/:id/dismiss',
      { schema: { tags, params: z.object({ id: recordIdParam }), response: { 204: z.null() } } },
      async (req, reply) => {
        await dismissNotification(db, requireActor(req), req.params.id);
        return reply.code(204).send(null);
      },
    );
    app.post(
      '/api/notifications/dismiss_all',
      { schema: { tags, response: { 200: z.object({ dismissed: z.number().int() }) } } },
      (req) => dismissAllNotifications(db, requireActor(req)),
    );
  };
