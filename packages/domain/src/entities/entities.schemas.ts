import { z } from 'zod';
import { recordId, recordIdParam } from '../common/ids.ts';
import { previousMessagesChoice } from './create-client.schemas.ts';
import { listQuerySchema } from '../common/list-query.ts';
import { tagSchema } from '../tags/tags.schemas.ts';

export const ENTITY_SORT_FIELDS = ['name', 'entity_type', 'primary_contact', 'updated_at', 'created_at'] as const;

const idList = z.array(recordId).max(500);

export const entityFiltersSchema = z
  .object({
    entity_type: z.array(z.string().max(80)).max(50).optional(),
    inactive: z.boolean().optional(),
    readonly_access: z.boolean().optional(),
    client_manager_id: idList.optional(),
    cpa_id: idList.optional(),
    /** Only these entities (by_ids). */
    ids: idList.optional(),
    /** Entities carrying any of these entity tags. */
    tag_ids: idList.optional(),
    /** Soft-deleted entities are listed only when asked for (to restore them). */
    deleted: z.boolean().optional(),
  })
  .strict();

export const entityListQuerySchema = listQuerySchema(ENTITY_SORT_FIELDS, 'name', entityFiltersSchema);
export type EntityListQuery = z.infer<typeof entityListQuerySchema>;

export const ownerSchema = z.object({ id: z.number().int(), uid: z.string(), full_name: z.string() });

export const entityListItemSchema = z.object({
  id: z.number().int(),
  hash_id: z.string(),
  name: z.string(),
  entity_type: z.string(),
  business_email: z.string().nullable(),
  inactive: z.boolean(),
  readonly_access: z.boolean(),
  paying: z.boolean(),
  user_id: z.number().int().nullable(),
  primary_contact_name: z.string().nullable(),
  primary_contact_email: z.string().nullable(),
  client_manager_id: z.number().int().nullable(),
  cpa_id: z.number().int().nullable(),
  external_entity_id: z.string().nullable(),
  owners: z.array(ownerSchema),
  entity_tags: z.array(tagSchema),
  updated_at: z.string(),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
});
export type EntityListItem = z.infer<typeof entityListItemSchema>;

/**
 * `{entities, total, total_is_estimate}`; with count=true only `{total}`; with only_ids=true `{ids, total}`. A
 * page's total is exact up to 1,000 rows; past that it is counted once per filter and kept a minute, and
 * `total_is_estimate` is true (the table says "about").
 */
export const entityListResponseSchema = z.object({
  entities: z.array(entityListItemSchema).optional(),
  ids: z.array(z.number().int()).optional(),
  total: z.number().int(),
  total_is_estimate: z.boolean().optional(),
});

/**
 * GET /api/v2/entities/picker (issue 38 §4): the entities every entity picker offers (Send Tax Return, signature
 * requests, Send Questionnaire, Connect's export), found by the entity's name, its owners' names and emails, or its
 * external id; the first 20 by name.
 */
export const ENTITY_PICKER_LIMIT = 20;
export const entityPickerQuerySchema = z.object({ search: z.string().trim().max(100).optional() });
export const entityPickerOptionSchema = z.object({
  id: z.number().int(),
  hash_id: z.string(),
  name: z.string(),
  entity_type: z.string(),
  inactive: z.boolean(),
  readonly_access: z.boolean(),
  paying: z.boolean(),
  primary_contact_email: z.string().nullable(),
  external_entity_id: z.string().nullable(),
  /** The entity's owners, the primary contact first: shown under its name, so the person is recognised. */
  owners: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() })),
});
export type EntityPickerOption = z.infer<typeof entityPickerOptionSchema>;
export const entityPickerResponseSchema = z.object({ entities: z.array(entityPickerOptionSchema) });

/** GET /companies/simple_index (spec 000 §7): every entity the caller may list, by name, in few fields. */
export const simpleIndexQuerySchema = z.object({ search: z.string().trim().max(100).optional() });
export const simpleIndexResponseSchema = z.object({
  entities: z.array(
    entityListItemSchema.pick({ id: true, hash_id: true, name: true, entity_type: true, inactive: true }),
  ),
  total: z.number().int(),
});

/** One entity in full, for the entity view (spec 000 §3 Entity). */
export const entityDetailSchema = entityListItemSchema.extend({
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string().nullable(),
  other_email: z.string().nullable(),
  owner_ids: z.array(z.number().int()),
  note_count: z.number().int(),
  /** The primary contact's firm group: the entity's group for assignee choices. */
  firm_group_id: z.number().int().nullable(),
  firm_role_assignments: z.array(
    z.object({ id: z.number().int(), user_id: z.number().int(), firm_role_id: z.number().int() }),
  ),
  /** The primary contact's external id (spec 000 §3 Entity external_user_id). */
  external_user_id: z.string().nullable(),
  /** The entity's latest tax return, or null. */
  tax_return_id: z.number().int().nullable(),
  /** The primary contact and every other owner. */
  all_owner_ids: z.array(z.number().int()),
  /** Whether the caller gets the entity's notifications (staff: any type on; an owner: their owner setting). */
  notification_subscribed: z.boolean(),
  /** The owners who get the entity's notifications (save_owner_notifications). */
  notification_subscribed_users: z.array(z.number().int()),
  relevant_conversation_id: z.number().int().nullable(),
  /** The spouse's SSN masked to its last four digits ('***-**-1234'), or null. */
  spouse_ssn: z.string().nullable(),
  /** The primary contact, as far as the entity view needs them. */
  user: z
    .object({
      paying: z.boolean(),
      preferences: z.object({ has_temp_email: z.boolean() }),
      assigned_advisor_id: z.number().int().nullable(),
    })
    .nullable(),
});
export type EntityDetail = z.infer<typeof entityDetailSchema>;

const optionalField = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** POST /api/companies: a new entity for an existing user (spec 000 §7 create entity payload). */
export const createEntitySchema = z.object({
  user_id: recordId,
  entity_type: z.string().trim().min(1, 'Entity type is required').max(80),
  name: z.string().optional(),
  business_email: optionalField(254).refine(
    (v) => v === null || z.email().safeParse(v).success,
    'Please enter a valid email address',
  ),
  other_email: optionalField(254).refine(
    (v) => v === null || z.email().safeParse(v).success,
    'Please enter a valid email address',
  ),
  street: optionalField(200),
  city: optionalField(100),
  state: optionalField(50),
  zip: optionalField(20),
  country: optionalField(60),
});
export type CreateEntityInput = z.infer<typeof createEntitySchema>;

/**
 * A spouse's SSN as typed: nine digits, dashes and spaces allowed; '' or null clears it. Only its last four
 * digits are kept, and it is answered masked (spec 000 §3 Entity spouse_ssn).
 */
export const spouseSsnInput = z
  .string()
  .trim()
  .nullable()
  .transform((v) => (v ? v.replace(/[\s-]/g, '') : null))
  .refine((v) => v === null || /^\d{9}$/.test(v), 'SSN must be 9 digits')
  .transform((v) => (v === null ? null : v.slice(-4)));

/** '***-**-1234', as the entity answers a spouse's SSN. */
export const maskSsn = (last4: string | null): string | null => (last4 ? `***-**-${last4}` : null);

/** PATCH /api/companies/{id}: entity details and its access flags. */
export const updateEntitySchema = createEntitySchema
  .omit({ user_id: true, name: true })
  .partial()
  .extend({
    name: z.string().optional(),
    external_entity_id: z.string().trim().max(100).nullable().optional(),
    inactive: z.boolean().optional(),
    readonly_access: z.boolean().optional(),
    spouse_ssn: spouseSsnInput.optional(),
  });
export type UpdateEntityInput = z.infer<typeof updateEntitySchema>;

/** PATCH /api/companies/{id}/update_client_assignment: the entity's client manager or CPA (null clears). */
export const updateSpecialRoleSchema = z.object({
  special_role: z.enum(['client_manager', 'cpa']),
  user_id: recordId.nullable(),
});

/** Owners: add existing users, or make one of them the primary contact. */
const ownerIdsField = z.array(recordId).min(1, 'An entity needs at least one owner').max(50);
/**
 * update_owners (spec 000 §7 "Update conversation owners: ownerIds, companyId, copyPreviousMessages,
 * transferPreviousMessages"). owner_ids, the earlier name, is still read; companyId, when sent, must be the
 * path's entity.
 */
export const updateOwnersSchema = z
  .object({
    ownerIds: ownerIdsField.optional(),
    owner_ids: ownerIdsField.optional(),
    companyId: recordId.optional(),
    ...previousMessagesChoice,
  })
  .refine((v) => v.ownerIds !== undefined || v.owner_ids !== undefined, {
    message: 'An entity needs at least one owner',
    path: ['ownerIds'],
  })
  .transform(({ ownerIds, owner_ids, ...rest }) => ({ ...rest, owner_ids: (ownerIds ?? owner_ids)! }));
export const changePrimaryContactSchema = z.object({ user_id: recordId });

export const idsQuerySchema = z.object({
  'ids[]': z.union([recordIdParam, z.array(recordIdParam).max(500)]).transform((v) => (Array.isArray(v) ? v : [v])),
});

export const entityTypesResponseSchema = z.object({
  entity_types: z.array(z.object({ name: z.string(), built_in: z.boolean() })),
  error: z.string().nullable(),
});

export const noteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  author_name: z.string().nullable(),
  author_id: z.number().int().nullable(),
  created_at: z.string(),
});
export const createNoteSchema = z.object({ text: z.string().trim().min(1, 'Please enter a note').max(5000) });

/** POST /companies/{id}/save_owner_notifications (spec 000 §7): the owners who get the entity's notifications. */
export const saveOwnerNotificationsSchema = z.object({
  notification_subscribed_users: z.array(recordId).max(100),
});
export const ownerNotificationsResultSchema = z.object({
  notification_subscribed_users: z.array(z.number().int()),
  message: z.string(),
});

/** POST /companies/{id}/spouse (spec 000 §7): a spouse for an existing entity, as Create User's spouse. */
export const addSpouseSchema = z.object({
  fname: z.string().trim().min(1, 'Spouse first name is required').max(100),
  lname: z.string().trim().min(1, 'Spouse last name is required').max(100),
  email: z
    .string()
    .trim()
    .max(254)
    .nullable()
    .optional()
    .transform((v) => (v ? v.toLowerCase() : null))
    .refine((v) => v === null || z.email().safeParse(v).success, 'Please enter a valid email address'),
});
export type AddSpouseInput = z.infer<typeof addSpouseSchema>;
export const spouseResultSchema = z.object({
  spouse: z
    .object({ id: z.number().int(), uid: z.string(), full_name: z.string(), email: z.string().nullable() })
    .nullable(),
});
