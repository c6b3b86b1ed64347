import { and, eq } from 'drizzle-orm';
import { overviewSettingSchema, type Actor } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/**
 * POST /users/update_overview_setting (spec 000 §3, §7): the signed-in user's "include all activity" choice
 * for the overview's last activity (read by the Collect list, features/collect/collect-page.ts).
 */
export async function updateOverviewSetting(
  db: Db,
  actor: Actor,
  input: { last_activity_should_include_all_activity: boolean },
) {
  const [row] = await db
    .select({ setting: users.overviewSetting })
    .from(users)
    .where(and(eq(users.firmId, actor.firmId), eq(users.id, actor.userId)));
  const next = { ...overviewSettingSchema.parse(row?.setting ?? {}), ...input };
  await db
    .update(users)
    .set({ overviewSetting: next })
    .where(and(eq(users.firmId, actor.firmId), eq(users.id, actor.userId)));
  return { overview_setting: next };
}
