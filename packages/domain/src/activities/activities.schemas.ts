import { z } from 'zod';
import { recordIdParam } from '../common/ids.ts';
import { ACTIVITY_PAGE_SIZE } from './activities.rules.ts';

/** GET /api/v2/activity_logs (spec 000 §7, 002 §7): pages of 32 by default, for advisors only. */
export const activityQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(ACTIVITY_PAGE_SIZE),
  company_id: recordIdParam.optional(),
  user_id: recordIdParam.optional(),
  questionnaire_id: recordIdParam.optional(),
  type_id: z.coerce.number().int().min(0).max(8).optional(),
  search: z.string().trim().max(100).optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityLogSchema = z.object({
  id: z.number().int(),
  type_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  company_id: z.number().int().nullable(),
  questionnaire_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  created_at: z.string(),
});

/** `total_is_estimate`: a big feed's total is counted once and kept a while (the other lists' rule, list-total.ts). */
export const activityPageSchema = z.object({
  activity_logs: z.array(activityLogSchema),
  total: z.number().int(),
  total_is_estimate: z.boolean().optional(),
});
