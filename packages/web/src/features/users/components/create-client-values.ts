import {
  createClientSchema,
  entityMessages,
  entityNameSchema,
  NEW_CUSTOM_ENTITY_TYPE,
  type CreateClientInput,
} from '@portal/domain';
import type { FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';

/** The Create User and Entity form as typed: every field a string until it is sent. */
export interface CreateClientValues {
  fname: string;
  lname: string;
  email: string;
  phone_number: string;
  time_zone: string;
  firm_group_id: string;
  assigned_advisor_id: string;
  entity_type: string;
  custom_entity_type: string;
  entity_name: string;
  has_spouse: boolean;
  spouse: { fname: string; lname: string; email: string };
}

export const INDIVIDUAL = 'Individual';

/** The form as createClientSchema takes it (before its own trimming and lower-casing). */
export function toCreateClientInput(v: CreateClientValues, groupsOn: boolean): Record<string, unknown> {
  return {
    fname: v.fname,
    lname: v.lname,
    email: v.email.trim() || null,
    phone_number: v.phone_number.trim() || null,
    assigned_advisor_id: v.assigned_advisor_id === '' ? undefined : Number(v.assigned_advisor_id),
    firm_group_id: groupsOn && v.firm_group_id ? Number(v.firm_group_id) : null,
    entity_type: v.entity_type,
    custom_entity_type: v.entity_type === NEW_CUSTOM_ENTITY_TYPE ? v.custom_entity_type : undefined,
    // An Individual is named after its people by the server.
    entity_name: v.entity_type === INDIVIDUAL ? undefined : v.entity_name,
    time_zone: v.time_zone,
    spouse: v.has_spouse
      ? { fname: v.spouse.fname, lname: v.spouse.lname, email: v.spouse.email.trim() || null }
      : null,
  };
}

const resolve = zod4Resolver(createClientSchema, { errorPriority: 'first' });

/**
 * The shared schema's messages, so the browser and the server say the same. The entity name and custom
 * type are checked here too, as the schema's own checks of them wait for the other fields to pass; and
 * whether a group is needed depends on the firm.
 */
export function validateCreateClient(v: CreateClientValues, groupsOn: boolean): FormErrors {
  const errors: FormErrors = { ...resolve(toCreateClientInput(v, groupsOn)) };
  if (v.entity_type !== INDIVIDUAL && !errors.entity_name) {
    const name = entityNameSchema.safeParse(v.entity_name);
    if (!name.success) errors.entity_name = name.error.issues[0]?.message;
  }
  if (v.entity_type === NEW_CUSTOM_ENTITY_TYPE && !v.custom_entity_type.trim()) {
    errors.custom_entity_type ??= entityMessages.customTypeRequired;
  }
  if (groupsOn && !v.firm_group_id) errors.firm_group_id = entityMessages.groupRequired;
  return errors;
}

export const parseCreateClient = (v: CreateClientValues, groupsOn: boolean): CreateClientInput =>
  createClientSchema.parse(toCreateClientInput(v, groupsOn));

/** Users without an email cannot sign in, so a blank one (client or spouse) is confirmed first. */
export const hasBlankEmail = (input: CreateClientInput) => !input.email || (!!input.spouse && !input.spouse.email);
