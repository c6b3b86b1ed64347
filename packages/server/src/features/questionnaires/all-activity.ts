import { and, eq, inArray, max } from 'drizzle-orm';
import { overviewSettingSchema, type Actor } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { activityLogs, users } from '../../db/schema/index.ts';

/**
 * The overview's "include all activity" setting (spec 000 §3 User overview_setting
 * .last_activity_should_include_all_activity, set by POST /users/update_overview_setting): when on, a
 * questionnaire's last activity is its latest logged event by anyone (the firm's included); when off, the
 * client's own last change. Null when the setting is off; else the latest logged time per questionnaire.
 */
export async function allActivityOf(db: DbOrTx, actor: Actor, ids: number[]): Promise<Map<number, Date> | null> {
  const [me] = await db
    .select({ setting: users.overviewSetting })
    .from(users)
    .where(and(eq(users.firmId, actor.firmId), eq(users.id, actor.userId)));
  if (!overviewSettingSchema.parse(me?.setting ?? {}).last_activity_should_include_all_activity) return null;
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: activityLogs.questionnaireId, at: max(activityLogs.createdAt) })
    .from(activityLogs)
    .where(and(eq(activityLogs.firmId, actor.firmId), inArray(activityLogs.questionnaireId, ids)))
    .groupBy(activityLogs.questionnaireId);
  return new Map(rows.filter((r) => r.id !== null && r.at !== null).map((r) => [r.id!, r.at!]));
}

/** The later of the client's last change and the latest logged event, when the setting is on. */
export function lastActivity(own: Date | null, logged: Map<number, Date> | null, id: number): Date | null {
  const other = logged?.get(id) ?? null;
  if (!other) return own;
  if (!own) return other;
  return other > own ? other : own;
}
