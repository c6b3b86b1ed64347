import { formatPhone, NO_ADVISOR, updateUserSchema, type UpdateUserInput, type User } from '@portal/domain';
import { zod4Resolver } from 'mantine-form-zod-resolver';

export interface EditUserValues {
  fname: string;
  lname: string;
  preferred_name: string;
  email: string;
  phone_number: string;
  work_phone_number: string;
  work_phone_extension: string;
  external_user_id: string;
  time_zone: string;
  preferred_contact_method: 'email' | 'sms';
  /** A Select value: String(NO_ADVISOR) is 'None'. */
  assigned_advisor_id: string;
  group_id: string;
  readonly_access: boolean;
}

export const SETTINGS_FIELDS = ['assigned_advisor_id', 'group_id', 'readonly_access'] as const;

export const editUserValuesOf = (user: User): EditUserValues => ({
  fname: user.fname,
  lname: user.lname,
  preferred_name: user.preferred_name ?? '',
  email: user.email ?? '',
  phone_number: formatPhone(user.phone_number ?? ''),
  work_phone_number: formatPhone(user.work_phone_number ?? ''),
  work_phone_extension: user.work_phone_extension ?? '',
  external_user_id: user.external_user_id ?? '',
  time_zone: user.time_zone,
  preferred_contact_method: user.preferred_contact_method,
  assigned_advisor_id: String(user.assigned_advisor_id ?? NO_ADVISOR),
  group_id: user.group_id === null ? '' : String(user.group_id),
  readonly_access: user.readonly_access,
});

const orNull = (v: string) => v.trim() || null;

/** The form as the API takes it: empty optional fields are null (removed), phones are digits. */
export const toUpdateUserInput = (v: EditUserValues) => ({
  fname: v.fname,
  lname: v.lname,
  preferred_name: orNull(v.preferred_name),
  email: orNull(v.email),
  phone_number: orNull(v.phone_number),
  work_phone_number: orNull(v.work_phone_number),
  work_phone_extension: orNull(v.work_phone_extension),
  external_user_id: orNull(v.external_user_id),
  time_zone: v.time_zone,
  preferred_contact_method: v.preferred_contact_method,
  assigned_advisor_id: Number(v.assigned_advisor_id),
  group_id: v.group_id ? Number(v.group_id) : null,
  readonly_access: v.readonly_access,
});

const resolver = zod4Resolver(updateUserSchema, { errorPriority: 'first' });
export const validateEditUser = (values: EditUserValues) => resolver(toUpdateUserInput(values));

/** Only what changed is sent, so rules about untouched fields (the email one, the assignee) are not re-checked. */
export function editUserChanges(values: EditUserValues, initial: EditUserValues): UpdateUserInput {
  const next = updateUserSchema.parse(toUpdateUserInput(values));
  const before = updateUserSchema.parse(toUpdateUserInput(initial));
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof UpdateUserInput)[]) {
    if (next[key] !== before[key]) changes[key] = next[key];
  }
  return changes as UpdateUserInput;
}
