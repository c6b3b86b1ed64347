import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recordIdParam,
  notificationSubscriptionResultSchema,
  saveNotificationSubscriptionSchema,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { notificationTypeIds, saveNotificationSubscription } from './notification-settings.service.ts';

/** Entity notification settings, per entity and in bulk (spec 000 §7 Companies). */
export const notificationSettingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    app.get(
      '/api/companies/:id/get_notification_type_ids',
      {
        schema: {
          tags: ['notifications'],
          params: z.object({ id: recordIdParam }),
          response: { 200: z.array(z.number().int()) },
        },
      },
      (req) => notificationTypeIds(db, requireActor(req), req.params.id),
    );
    app.post(
      '/api/companies/save_notification_subscription',
      {
        schema: {
          tags: ['notifications'],
          body: saveNotificationSubscriptionSchema,
          response: { 200: notificationSubscriptionResultSchema },
        },
      },
      (req) => saveNotificationSubscription(db, requireActor(req), req.body.entity_ids, req.body.notification_type_ids),
    );
  };
