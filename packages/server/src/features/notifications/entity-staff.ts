import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { NOTIFICATION_TYPES } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { companies, notifications, notificationSubscriptions, users } from '../../db/schema/index.ts';
import { userChannel, type RealtimeHub } from '../../platform/realtime/realtime-hub.ts';

type NotificationType = (typeof NOTIFICATION_TYPES)[keyof typeof NOTIFICATION_TYPES];

/**
 * The firm users who hear of what a client does on an entity: its client manager and CPA, or with neither
 * the firm's partners; less those who turned this notification type off for the entity (spec 000 §6).
 */
export async function entityStaffToNotify(
  db: DbOrTx,
  firmId: number,
  companyId: number,
  typeId: NotificationType,
): Promise<number[]> {
  const [company] = await db
    .select({ clientManagerId: companies.clientManagerId, cpaId: companies.cpaId })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.firmId, firmId)));
  if (!company) return [];
  let ids = [company.clientManagerId, company.cpaId].filter((x): x is number => x != null);
  if (!ids.length)
    ids = (
      await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.firmId, firmId),
            eq(users.isAdvisor, true),
            eq(users.firmAccess, 'partner'),
            isNull(users.deletedAt),
          ),
        )
    ).map((u) => u.id);
  if (!ids.length) return [];
  const optedOut = new Set(
    (
      await db
        .select({ userId: notificationSubscriptions.userId })
        .from(notificationSubscriptions)
        .where(
          and(
            eq(notificationSubscriptions.companyId, companyId),
            inArray(notificationSubscriptions.userId, ids),
            sql`not (${typeId} = any(${notificationSubscriptions.typeIds}))`,
          ),
        )
    ).map((o) => o.userId),
  );
  return [...new Set(ids)].filter((id) => !optedOut.has(id));
}

export interface StaffNotice {
  firmId: number;
  typeId: NotificationType;
  text: string;
  clientName: string;
  link: string;
}

/**
 * One notification to each of these firm users, pushed live. With `quietMs`, a user who already has an
 * unread notification with the same link from that long ago gets none (ten uploads make one notice).
 */
export async function notifyStaff(
  deps: { db: DbOrTx; realtime: RealtimeHub },
  userIds: number[],
  notice: StaffNotice,
  opts: { quietMs?: number; now?: Date } = {},
) {
  let recipients = userIds;
  if (opts.quietMs && recipients.length) {
    const since = new Date((opts.now ?? new Date()).getTime() - opts.quietMs);
    const told = await deps.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          eq(notifications.firmId, notice.firmId),
          inArray(notifications.userId, recipients),
          eq(notifications.dismissed, false),
          eq(notifications.link, notice.link),
          gt(notifications.createdAt, since),
        ),
      );
    recipients = recipients.filter((id) => !told.some((t) => t.userId === id));
  }
  if (!recipients.length) return;
  await deps.db.insert(notifications).values(recipients.map((userId) => ({ ...notice, userId })));
  await Promise.all(recipients.map((id) => deps.realtime.publish(userChannel(id), { type: 'new_notification' })));
}
