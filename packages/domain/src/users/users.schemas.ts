import { timeZoneSchema } from '../common/time-zones.ts';
import { z } from 'zod';
import { MAX_INT32, recordId } from '../common/ids.ts';
import { tagSchema } from '../tags/tags.schemas.ts';
import { TABLE_DENSITIES } from '../common/pagination.ts';

export const FIRM_ACCESS_LEVELS = ['partner', 'admin', 'full', 'group', 'other'] as const;
export type FirmAccess = (typeof FIRM_ACCESS_LEVELS)[number];

export const CONTACT_METHODS = ['email', 'sms'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

/** password, email code or sms code; null means the magic link (spec 000 §3). */
export const SIGN_IN_METHODS = ['password', 'email', 'sms'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export const userPreferencesSchema = z.object({
  has_temp_email: z.boolean().default(false),
  hide_conversation_in_email: z.boolean().default(false),
  /** An advisor away: their conversations say so (spec 000 §3 Conversation advisor_out_of_office). */
  out_of_office: z.boolean().default(false),
  out_of_office_message: z.string().nullable().default(null),
  /** How the staff tables set their rows (issue 38 §5), remembered for the user wherever they sign in. */
  table_density: z.enum(TABLE_DENSITIES).default('compact'),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

export const overviewSettingSchema = z.object({
  last_activity_should_include_all_activity: z.boolean().default(false),
});

/** POST /api/users/update_table_density: the signed-in staff member's own row density. */
export const updateTableDensitySchema = z.object({ table_density: z.enum(TABLE_DENSITIES) });

/** POST /users/update_overview_setting (spec 000 §7): the signed-in user's own overview setting. */
export const updateOverviewSettingSchema = z.object({ last_activity_should_include_all_activity: z.boolean() });
export const overviewSettingResultSchema = z.object({ overview_setting: overviewSettingSchema });

/**
 * POST /users/update_out_of_office: an advisor's own out-of-office setting, shown on their conversations as
 * advisor_out_of_office and advisor_out_of_office_message (spec 000 §3 Conversation; the path is not shown).
 */
export const updateOutOfOfficeSchema = z.object({
  advisor_out_of_office: z.boolean(),
  advisor_out_of_office_message: z
    .string()
    .trim()
    .max(500, 'The message can be at most 500 characters')
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});
export type UpdateOutOfOfficeInput = z.input<typeof updateOutOfOfficeSchema>;
export const outOfOfficeResultSchema = z.object({
  advisor_out_of_office: z.boolean(),
  advisor_out_of_office_message: z.string().nullable(),
  message: z.string(),
});

/** POST /users/assign_temporary_email (spec 000 §7): remove a client's email, leaving a temporary address. */
export const assignTemporaryEmailSchema = z.object({ user_id: recordId });

/** A user as the API presents it: staff and clients alike (spec 000 §3). Never carries secrets. */
export const userSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  fname: z.string(),
  lname: z.string(),
  full_name: z.string(),
  preferred_name: z.string().nullable(),
  email: z.string().nullable(),
  work_email: z.string().nullable(),
  phone_number: z.string().nullable(),
  work_phone_number: z.string().nullable(),
  work_phone_extension: z.string().nullable(),
  preferred_contact_method: z.enum(CONTACT_METHODS),
  preferred_sign_in_method: z.enum(SIGN_IN_METHODS).nullable(),
  time_zone: z.string(),
  group_id: z.number().int().nullable(),
  firm_access: z.enum(FIRM_ACCESS_LEVELS).nullable(),
  enabled_2fa: z.boolean(),
  paying: z.boolean(),
  readonly_access: z.boolean(),
  assigned_advisor_id: z.number().int().nullable(),
  is_advisor: z.boolean(),
  deleted_at: z.string().nullable(),
  external_user_id: z.string().nullable(),
  default_company_id: z.number().int().nullable(),
  overview_setting: overviewSettingSchema,
  preferences: userPreferencesSchema,
  /** The firm group the user belongs to (spec 000 §3 User firm_group), or null. */
  firm_group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  contact_tags: z.array(tagSchema),
});
export type User = z.infer<typeof userSchema>;

export function fullName(user: { fname: string; lname: string }): string {
  return `${user.fname} ${user.lname}`.trim();
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v ? v : null));

/** PATCH /api/users/{id} from the profile screens (spec 000 §7 profile fields). */
export const updateProfileSchema = z
  .object({
    fname: z.string().trim().min(1, 'First name is required').max(80),
    lname: z.string().trim().min(1, 'Last name is required').max(80),
    preferred_name: optionalText(80),
    email: z
      .string()
      .trim()
      .max(254)
      .nullable()
      .transform((v) => (v ? v.toLowerCase() : null))
      .refine((v) => v === null || z.email().safeParse(v).success, 'Please enter a valid email address'),
    phone_number: z
      .string()
      .nullable()
      .transform((v) => (v ? v.replace(/\D/g, '') : null))
      .refine((v) => v === null || v.length === 10, 'Phone number must be 10 digits'),
    time_zone: timeZoneSchema,
    preferred_contact_method: z.enum(CONTACT_METHODS),
    enabled_2fa: z.boolean(),
  })
  .partial();
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** An entity as the client's Current Entity selector sees it. */
export const assignedCompanySchema = z.object({
  id: z.number().int(),
  hash_id: z.string(),
  name: z.string(),
  entity_type: z.string(),
  readonly_access: z.boolean(),
  inactive: z.boolean(),
});
export type AssignedCompany = z.infer<typeof assignedCompanySchema>;

/** User texts of spec 000 §5 and §8, verbatim. */
export const userMessages = {
  activateNeedsEmail: 'User email is required before activating account.',
  readonlyOnlyActive: 'Only active users can be made read-only.',
  updated: 'The user was successfully updated',
  /** A status change (activate, deactivate, read-only, paying), apart from saving the edit form. */
  statusUpdated: 'User updated successfully',
  assignmentSuccess: 'Success!',
  assignmentUpdated: 'Assigned firm user was updated successfully',
  /** The server asks before an email change also changes entities' business email (field update_entity_emails). */
  entityEmailChange: 'Confirm entity email change',
  emailRemoved: 'Email successfully removed.',
  /** The web's toast when removing the email fails (spec 000 §8). */
  emailRemoveFailed: 'Unable to remove email, please try again later.',
  /** The web's toast when saving a user fails for a reason the server does not name (spec 000 §8, verbatim). */
  updateFailed: 'error updating user',
} as const;

/** PATCH /api/users/{id} by firm staff (spec 000 §7): the profile fields plus the firm's own. */
export const updateUserSchema = updateProfileSchema.safeExtend({
  external_user_id: z.string().trim().max(100).nullable().optional(),
  work_phone_number: z
    .string()
    .nullable()
    .optional()
    .transform((v) => (v ? v.replace(/\D/g, '') : v))
    .refine((v) => !v || v.length === 10, 'Phone number must be 10 digits'),
  work_phone_extension: z.string().trim().max(10).nullable().optional(),
  group_id: recordId.nullable().optional(),
  assigned_advisor_id: z.number().int().min(-1).max(MAX_INT32).optional(),
  paying: z.boolean().optional(),
  readonly_access: z.boolean().optional(),
  is_activating_all_entities: z.boolean().optional(),
  is_deactivating_all_entities: z.boolean().optional(),
  /** With an email change: also change the business email of the user's entities that used the old one. */
  update_entity_emails: z.boolean().optional(),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** Update client assignments (spec 000 §7, 002 §5): advisorId -1 means none. */
export const updateClientAssignmentsSchema = z.object({
  advisorId: z
    .number({ error: 'advisorId must be an integer' })
    .int('advisorId must be an integer')
    .min(-1)
    .max(MAX_INT32),
  clientIds: z.array(recordId).min(1, 'No selected users or entities to update!').max(5000),
});
