import { z } from 'zod';
import { MAX_INT32, recordId } from '../common/ids.ts';
import { MAX_PAGE } from '../common/pagination.ts';
import { NOTIFICATION_TYPE_IDS, type NotificationTypeId } from './notifications.rules.ts';

const typeIds = z
  .array(
    z
      .number()
      .int()
      .min(0)
      .max(MAX_INT32)
      .refine(
        (id): id is NotificationTypeId => (NOTIFICATION_TYPE_IDS as number[]).includes(id),
        'Unknown notification type',
      ),
  )
  .max(NOTIFICATION_TYPE_IDS.length);

/** POST /api/companies/save_notification_subscription (spec 000 §7): the caller's types for entities. */
export const saveNotificationSubscriptionSchema = z.object({
  entity_ids: z.array(recordId).min(1, 'No selected users or entities to update!').max(5000),
  notification_type_ids: typeIds,
});

export const notificationSubscriptionResultSchema = z.object({
  updated: z.number().int(),
  /** Entities left as they were because the caller is their assigned firm user. */
  skipped: z.array(z.number().int()),
  message: z.string(),
});

/** The notifications list (spec 000 §7 Notifications): page, search, unread only and type. */
export const notificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(MAX_PAGE).default(0),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(200).default(''),
  isUnreadOnly: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  type: z.coerce.number().int().min(0).max(MAX_INT32).optional(),
});
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  type_id: z.number().int(),
  text: z.string(),
  client_name: z.string().nullable(),
  link: z
    .string()
    .nullable()
    .describe(
      'A portal path, or prefix:value (spec 002 §7): conversation:{id}, download:{exportId}, download_folder:companyHash=&path=, download_drop_link_upload:dropLinkId=&uploadId=, download_drop_link_document:dropLinkId=&folder=',
    ),
  dismissed: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsPageSchema = z.object({
  notifications: z.array(notificationSchema),
  total: z.number().int(),
  unread_count: z.number().int(),
});
