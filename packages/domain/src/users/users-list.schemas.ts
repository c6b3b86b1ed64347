import { z } from 'zod';
import { MAX_INT32, recordId } from '../common/ids.ts';
import { listQuerySchema } from '../common/list-query.ts';
import { FIRM_ACCESS_LEVELS } from './users.schemas.ts';
import { tagSchema } from '../tags/tags.schemas.ts';

export const USER_SORT_FIELDS = ['name', 'email', 'assigned_advisor', 'updated_at', 'created_at'] as const;

export const userFiltersSchema = z
  .object({
    /** Staff (firm users) instead of clients. */
    is_advisor: z.boolean().optional(),
    paying: z.boolean().optional(),
    readonly_access: z.boolean().optional(),
    /** -1 means no assigned firm user (spec 000 §7 update client assignments). */
    assigned_advisor_id: z.array(z.number().int().min(-1).max(MAX_INT32)).max(500).optional(),
    firm_access: z.array(z.enum(FIRM_ACCESS_LEVELS)).optional(),
    /** Only these users (by_ids). */
    ids: z.array(recordId).max(500).optional(),
    /** Users carrying any of these contact tags. */
    tag_ids: z.array(recordId).max(500).optional(),
    deleted: z.boolean().optional(),
  })
  .strict();

export const userListQuerySchema = listQuerySchema(USER_SORT_FIELDS, 'name', userFiltersSchema);
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userListItemSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  fname: z.string(),
  lname: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  is_advisor: z.boolean(),
  firm_access: z.enum(FIRM_ACCESS_LEVELS).nullable(),
  group_id: z.number().int().nullable(),
  paying: z.boolean(),
  readonly_access: z.boolean(),
  assigned_advisor_id: z.number().int().nullable(),
  entity_count: z.number().int(),
  contact_tags: z.array(tagSchema),
  updated_at: z.string(),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userListResponseSchema = z.object({
  users: z.array(userListItemSchema).optional(),
  ids: z.array(z.number().int()).optional(),
  total: z.number().int(),
  /** As the entities list: past 1,000 rows the total is counted once per filter and shown as "about". */
  total_is_estimate: z.boolean().optional(),
});
