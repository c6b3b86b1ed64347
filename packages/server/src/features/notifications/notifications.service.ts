import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { AppError, type Actor, type Notification, type notificationsQuerySchema } from '@portal/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

/** The caller's notifications, newest first, with the unread count (unread = not dismissed). */
export async function listNotifications(db: DbOrTx, actor: Actor, q: z.output<typeof notificationsQuerySchema>) {
  const mine = and(eq(notifications.firmId, actor.firmId), eq(notifications.userId, actor.userId));
  const pattern = `%${q.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const where = and(
    mine,
    q.isUnreadOnly ? eq(notifications.dismissed, false) : undefined,
    q.type !== undefined ? eq(notifications.typeId, q.type) : undefined,
    q.search ? or(ilike(notifications.text, pattern), ilike(notifications.clientName, pattern)) : undefined,
  );
  const count = sql<number>`cast(count(*) as integer)`;
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(q.per_page)
      .offset(q.page * q.per_page),
    db.select({ n: count }).from(notifications).where(where),
    db
      .select({ n: count })
      .from(notifications)
      .where(and(mine, eq(notifications.dismissed, false))),
  ]);
  return {
    notifications: rows.map((n): Notification => ({
      id: n.id,
      type_id: n.typeId,
      text: n.text,
      client_name: n.clientName,
      link: n.link,
      dismissed: n.dismissed,
      created_at: n.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    unread_count: unread?.n ?? 0,
  };
}

/** Dismiss one of the caller's notifications; anyone else's answers 404. */
export async function dismissNotification(db: DbOrTx, actor: Actor, id: number) {
  const [row] = await db
    .update(notifications)
    .set({ dismissed: true })
    .where(
      and(eq(notifications.firmId, actor.firmId), eq(notifications.userId, actor.userId), eq(notifications.id, id)),
    )
    .returning({ id: notifications.id });
  if (!row) throw new AppError('not_found', 'Notification not found');
}

export async function dismissAllNotifications(db: DbOrTx, actor: Actor) {
  const rows = await db
    .update(notifications)
    .set({ dismissed: true })
    .where(
      and(
        eq(notifications.firmId, actor.firmId),
        eq(notifications.userId, actor.userId),
        eq(notifications.dismissed, false),
      ),
    )
    .returning({ id: notifications.id });
  return { dismissed: rows.length };
}
