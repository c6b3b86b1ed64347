import { fullName, overviewSettingSchema, userPreferencesSchema, type User } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firmGroups, type users } from '../../db/schema/index.ts';
import { tagsOf } from '../tags/index.ts';

type UserRow = typeof users.$inferSelect;

/** The only way a user row leaves the server: secrets (password hash, lockout state) are never read. */
export async function presentUser(db: DbOrTx, row: UserRow): Promise<User> {
  const [[group], tags] = await Promise.all([
    row.groupId === null
      ? [undefined]
      : db
          .select({ id: firmGroups.id, name: firmGroups.name })
          .from(firmGroups)
          .where(and(eq(firmGroups.firmId, row.firmId), eq(firmGroups.id, row.groupId))),
    tagsOf(db, 'contact', row.firmId, [row.id]),
  ]);
  return { ...presentUserRow(row), firm_group: group ?? null, contact_tags: tags.get(row.id) ?? [] };
}

/** The user's own columns; presentUser adds their firm group and contact tags. */
function presentUserRow(row: UserRow): Omit<User, 'firm_group' | 'contact_tags'> {
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
