import { z } from 'zod';
import { NOTIFICATION_TYPE_IDS, type NotificationTypeId } from './notifications.rules.ts';

const typeIds = z
  .array(
    z
      .number()
      .int()
      .refine(
        (id): id is NotificationTypeId => (NOTIFICATION_TYPE_IDS as number[]).includes(id),
        'Unknown notification type',
      ),
  )
  .max(NOTIFICATION_TYPE_IDS.length);

/** POST /api/companies/save_notification_subscription (spec 000 §7): the caller's types for entities. */
export const saveNotificationSubscriptionSchema = z.object({
  entity_ids: z.array(z.number().int().positive()).min(1, 'No selected users or entities to update!').max(5000),
  notification_type_ids: typeIds,
});

export const notificationSubscriptionResultSchema = z.object({
  updated: z.number().int(),
  /** Entities left as they were because the caller is their assigned firm user. */
  skipped: z.array(z.number().int()),
  message: z.string(),
});
