import { z } from 'zod';

/** Entity texts of spec 000 §5 and §8, verbatim. */
export const entityMessages = {
  nameSlash: 'Entity Name cannot contain a "/" character.',
  nameQuote: 'Entity Name cannot contain a " character.',
  nameExists: 'Entity Name already exists.',
  individualExists: 'This user already has an Individual entity.',
  nameRequired: 'Entity Name is required',
  typeRequired: 'Entity type is required',
  customTypeRequired: 'Please enter the custom entity type',
  emailExists: 'This email already exists',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  advisorRequired: 'Assigned firm user is required',
  groupRequired: 'Firm group is required',
  spouseFirstName: 'Spouse first name is required',
  spouseLastName: 'Spouse last name is required',
  blankEmailConfirm:
    'Users without email addresses will not be able to sign in or receive notifications. Do you want to proceed?',
  createdUser: 'Successfully created a new user',
  createdUserAndSpouse: 'Successfully created a new user and spouse',
  createdEntity: 'The entity was successfully created',
} as const;

export const NEW_CUSTOM_ENTITY_TYPE = 'New Custom Entity';
/** Assigned firm user values: -1 none, 0 'Various' (spec 002 §5). */
export const NO_ADVISOR = -1;
export const VARIOUS_ADVISOR = 0;

/**
 * Staff may serve a client (assigned firm user, client manager, CPA) when either has no firm group
 * or both share it (spec 000 §6: assignee choices follow the group).
 */
export const servesGroup = (staffGroupId: number | null, clientGroupId: number | null) =>
  staffGroupId === null || clientGroupId === null || staffGroupId === clientGroupId;

/** A person has one Individual entity: a second one is offered as 'Individual (Not Allowed)'. */
export const individualAllowed = (ownedEntityTypes: readonly string[]) => !ownedEntityTypes.includes('Individual');
export const INDIVIDUAL_NOT_ALLOWED_LABEL = 'Individual (Not Allowed)';

/** Entity names may not hold '/' (it is a folder separator) or '"' (spec 000 §5). */
export const entityNameSchema = z
  .string()
  .trim()
  .min(1, entityMessages.nameRequired)
  .max(200)
  .refine((n) => !n.includes('/'), entityMessages.nameSlash)
  .refine((n) => !n.includes('"'), entityMessages.nameQuote);

/** An Individual entity is named after its people: "Ann Lee", "Ann & Bob Lee", "Ann Lee & Bob Kim". */
export function individualEntityName(
  person: { fname: string; lname: string },
  spouse?: { fname: string; lname: string } | null,
): string {
  const p = { fname: person.fname.trim(), lname: person.lname.trim() };
  if (!spouse) return `${p.fname} ${p.lname}`;
  const s = { fname: spouse.fname.trim(), lname: spouse.lname.trim() };
  return s.lname.toLowerCase() === p.lname.toLowerCase()
    ? `${p.fname} & ${s.fname} ${p.lname}`
    : `${p.fname} ${p.lname} & ${s.fname} ${s.lname}`;
}

/** Names compare without case or surrounding spaces when checking duplicates among related entities. */
export const sameEntityName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The temporary address given to a user created without an email (spec 000 §5). */
export const temporaryEmail = (uid: string) => `no-email+${uid}@portal.invalid`;

/** Whether an address is such a generated one: nobody's, so screens say 'No email'. */
export const isTemporaryEmail = (email: string | null | undefined): boolean =>
  !!email && /^no-email\+[^@]+@portal\.invalid$/i.test(email);

/** What a recipients picker shows of one entity (spec 000 §5, the bulk entity selector). */
export interface EntityChoice {
  /** Left out of the list altogether. */
  hidden: boolean;
  /** Listed but not choosable. */
  disabled: boolean;
  /** 'Inactive' or 'No email', shown beside the name; null for none. */
  label: 'Inactive' | 'No email' | null;
}

/** The fields of an entity the rule reads (the entity list's row has them). */
export interface EntityChoiceInput {
  inactive: boolean;
  readonly_access: boolean;
  paying: boolean;
  primary_contact_email: string | null;
}

/**
 * Spec 000 §5: "The bulk entity selector, when asked to hide disabled entities, hides inactive, read-only and
 * non-paying entities without a temp email; inactive entities are disabled and labelled 'Inactive'; entities
 * with a temp email are labelled 'No email'." A non-paying entity whose contact has a temporary address stays
 * listed (labelled 'No email'), as the sentence keeps it; an entity with no address at all counts as one.
 */
export function entityChoice(e: EntityChoiceInput, opts: { hideDisabled: boolean }): EntityChoice {
  const noEmail = !e.primary_contact_email || isTemporaryEmail(e.primary_contact_email);
  const hidden = opts.hideDisabled && (e.inactive || e.readonly_access || (!e.paying && !noEmail));
  if (e.inactive) return { hidden, disabled: true, label: 'Inactive' };
  return { hidden, disabled: false, label: noEmail ? 'No email' : null };
}
