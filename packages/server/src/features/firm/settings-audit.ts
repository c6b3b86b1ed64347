import { ACTIVITY_TYPES, describeSettingChanges, type Actor, type SettingChange } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';

/**
 * Every change a partner makes in firm settings goes to the activity log with who changed which field from
 * which value to which (spec 002 §2 firm settings). Nothing is written when nothing changed.
 */
export async function recordSettingsChange(
  db: DbOrTx,
  actor: Actor,
  section: string,
  changes: SettingChange[],
  subject: { title?: string; subjectUserId?: number | null; companyId?: number | null } = {},
): Promise<void> {
  if (changes.length === 0) return;
  await recordActivity(db, {
    firmId: actor.firmId,
    typeId: ACTIVITY_TYPES.firm_settings,
    title: subject.title ?? `Firm settings updated: ${section}`,
    description: describeSettingChanges(changes),
    actorUserId: actor.userId,
    subjectUserId: subject.subjectUserId ?? null,
    companyId: subject.companyId ?? null,
    metadata: { section, changes },
  });
}
