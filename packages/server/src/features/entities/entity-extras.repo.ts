import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companyOwners, notificationSubscriptions, taxReturns, users } from '../../db/schema/index.ts';

/** Each owner of an entity with whether they get its notifications (spec 000 §3 notification_subscribed_users). */
export function ownerNotificationsOf(db: DbOrTx, firmId: number, companyId: number) {
  return db
    .select({ userId: companyOwners.userId, subscribed: companyOwners.notificationSubscribed })
    .from(companyOwners)
    .where(and(eq(companyOwners.firmId, firmId), eq(companyOwners.companyId, companyId)))
    .orderBy(companyOwners.createdAt);
}

/** Sets which owners get the entity's notifications: those listed do, the others do not. */
export async function setOwnerNotifications(db: DbOrTx, firmId: number, companyId: number, subscribed: number[]) {
  const owners = await ownerNotificationsOf(db, firmId, companyId);
  for (const o of owners)
    await db
      .update(companyOwners)
      .set({ notificationSubscribed: subscribed.includes(o.userId) })
      .where(
        and(
          eq(companyOwners.firmId, firmId),
          eq(companyOwners.companyId, companyId),
          eq(companyOwners.userId, o.userId),
        ),
      );
}

/** The staff member's own subscription to an entity: on until they turn every type off. */
export async function staffSubscribed(db: DbOrTx, firmId: number, companyId: number, userId: number) {
  const [row] = await db
    .select({ typeIds: notificationSubscriptions.typeIds })
    .from(notificationSubscriptions)
    .where(
      and(
        eq(notificationSubscriptions.firmId, firmId),
        eq(notificationSubscriptions.companyId, companyId),
        eq(notificationSubscriptions.userId, userId),
      ),
    );
  return row ? row.typeIds.length > 0 : true;
}

/** The primary contact's fields the entity carries (spec 000 §3 Entity user, external_user_id). */
export async function primaryContactOf(db: DbOrTx, firmId: number, userId: number | null) {
  if (userId === null) return null;
  const [row] = await db
    .select({
      paying: users.paying,
      preferences: users.preferences,
      assignedAdvisorId: users.assignedAdvisorId,
      externalUserId: users.externalUserId,
    })
    .from(users)
    .where(and(eq(users.firmId, firmId), eq(users.id, userId)));
  return row ?? null;
}

/** The entity's latest tax return (spec 000 §3 Entity tax_return_id), or null. */
export async function latestTaxReturnId(db: DbOrTx, firmId: number, companyId: number) {
  const [row] = await db
    .select({ id: taxReturns.id })
    .from(taxReturns)
    .where(and(eq(taxReturns.firmId, firmId), eq(taxReturns.companyId, companyId), isNull(taxReturns.deletedAt)))
    .orderBy(desc(taxReturns.taxYear), desc(taxReturns.id))
    .limit(1);
  return row?.id ?? null;
}
