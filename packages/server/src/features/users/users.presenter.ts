import { fullName, overviewSettingSchema, userPreferencesSchema, type User } from '@portal/domain';
import type { users } from '../../db/schema/index.ts';

type UserRow = typeof users.$inferSelect;

/** The only way a user row leaves the server: secrets (password hash, lockout state) are never read. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    uid: row.uid,
    fname: row.fname,
    lname: row.lname,
    full_name: fullName(row),
    preferred_name: row.preferredName,
    email: row.email,
    work_email: row.workEmail,
    phone_number: row.phoneNumber,
    work_phone_number: row.workPhoneNumber,
    work_phone_extension: row.workPhoneExtension,
    preferred_contact_method: row.preferredContactMethod,
    preferred_sign_in_method: row.preferredSignInMethod,
    time_zone: row.timeZone,
    group_id: row.groupId,
    firm_access: row.firmAccess,
    enabled_2fa: row.enabled2fa,
    paying: row.paying,
    readonly_access: row.readonlyAccess,
    assigned_advisor_id: row.assignedAdvisorId,
    is_advisor: row.isAdvisor,
    deleted_at: row.deletedAt?.toISOString() ?? null,
    external_user_id: row.externalUserId,
    default_company_id: row.defaultCompanyId,
    overview_setting: overviewSettingSchema.parse(row.overviewSetting ?? {}),
    preferences: userPreferencesSchema.parse(row.preferences ?? {}),
  };
}
