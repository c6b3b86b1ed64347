import { timeZoneSchema } from '../common/time-zones.ts';
import { z } from 'zod';
import { MAX_INT32, recordId } from '../common/ids.ts';
import { DEFAULT_TIME_ZONE } from '../firm/firm.schemas.ts';
import { userSchema } from '../users/users.schemas.ts';
import { entityMessages, entityNameSchema, NEW_CUSTOM_ENTITY_TYPE } from './entities.rules.ts';

const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .optional()
  .nullable()
  .transform((v) => (v ? v.toLowerCase() : null))
  .refine((v) => v === null || z.email().safeParse(v).success, 'Please enter a valid email address');

const name = (message: string) => z.string({ error: message }).trim().min(1, message).max(80);

/** Create User and Entity (spec 000 §5 create client): the form and POST /api/users/create_client_from_api. */
export const createClientSchema = z
  .object({
    fname: name(entityMessages.firstNameRequired),
    lname: name(entityMessages.lastNameRequired),
    email: optionalEmail,
    phone_number: z
      .string()
      .optional()
      .nullable()
      .transform((v) => (v ? v.replace(/\D/g, '') : null))
      .refine((v) => v === null || v.length === 10, 'Phone number must be 10 digits'),
    assigned_advisor_id: z.number({ error: entityMessages.advisorRequired }).int().min(-1).max(MAX_INT32),
    firm_group_id: recordId.nullable().optional(),
    entity_type: z.string({ error: entityMessages.typeRequired }).trim().min(1, entityMessages.typeRequired).max(80),
    custom_entity_type: z.string().trim().max(80).optional(),
    entity_name: z.string().optional(),
    time_zone: timeZoneSchema.default(DEFAULT_TIME_ZONE),
    spouse: z
      .object({
        fname: name(entityMessages.spouseFirstName),
        lname: name(entityMessages.spouseLastName),
        email: optionalEmail,
      })
      .nullable()
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.entity_type === NEW_CUSTOM_ENTITY_TYPE && !v.custom_entity_type) {
      ctx.addIssue({ code: 'custom', path: ['custom_entity_type'], message: entityMessages.customTypeRequired });
    }
    if (v.entity_type !== 'Individual') {
      const parsed = entityNameSchema.safeParse(v.entity_name ?? '');
      if (!parsed.success)
        ctx.addIssue({ code: 'custom', path: ['entity_name'], message: parsed.error.issues[0]!.message });
    }
    if (v.spouse?.email && v.spouse.email === v.email) {
      ctx.addIssue({ code: 'custom', path: ['spouse', 'email'], message: entityMessages.emailExists });
    }
  });
export type CreateClientInput = z.infer<typeof createClientSchema>;

export const createClientResponseSchema = z.object({
  user: userSchema,
  company_id: z.number().int(),
  company_hash_id: z.string(),
  spouse_id: z.number().int().nullable(),
  message: z.string(),
});

export const checkEmailSchema = z.object({ email: z.string().trim().max(254) });
/** POST /api/users/check_email_availability: `user` only when the address belongs to the caller's firm. */
export const checkEmailResponseSchema = z.object({
  is_available: z.boolean(),
  user: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
});

/** Add owner (spec 000 §7): a new user who becomes an owner of the entity. */
/**
 * Add owner / update owners (spec 000 §7): whether a new owner gets the entity conversation's earlier
 * messages (copied, or transferred with the conversation) or only what is sent from now on.
 */
export const previousMessagesChoice = {
  copyPreviousMessages: z.boolean().optional(),
  transferPreviousMessages: z.boolean().optional(),
};

export const createNewOwnerSchema = z.object({
  firstName: name(entityMessages.firstNameRequired),
  lastName: name(entityMessages.lastNameRequired),
  email: optionalEmail.refine((v) => v !== null, 'Please enter a valid email address'),
  phoneNumber: z
    .string()
    .optional()
    .nullable()
    .transform((v) => (v ? v.replace(/\D/g, '') : null))
    .refine((v) => v === null || v.length === 10, 'Phone number must be 10 digits'),
  advisor: z.number().int().min(-1).max(MAX_INT32).optional(),
  ...previousMessagesChoice,
});
