import { and, eq, inArray, isNull } from 'drizzle-orm';
import { AppError, assertCan, NOTIFICATION_TYPE_IDS, notificationMessages, type Actor } from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { companies, notificationSubscriptions, users } from '../../db/schema/index.ts';
import { inActorGroup } from '../firm/index.ts';

/** The caller's notification types for an entity: all of them until they opt out. */
export async function notificationTypeIds(db: DbOrTx, actor: Actor, companyId: number) {
  await scopedEntities(db, actor, [companyId]);
  const [row] = await db
    .select({ typeIds: notificationSubscriptions.typeIds })
    .from(notificationSubscriptions)
    .where(
      and(
        eq(notificationSubscriptions.firmId, actor.firmId),
        eq(notificationSubscriptions.companyId, companyId),
        eq(notificationSubscriptions.userId, actor.userId),
      ),
    );
  return row?.typeIds ?? NOTIFICATION_TYPE_IDS;
}

/** The entities, each visible to the caller, with whether the caller is its assigned firm user. */
async function scopedEntities(db: DbOrTx, actor: Actor, ids: number[]) {
  assertCan(actor, 'staff.any');
  const unique = [...new Set(ids)];
  const rows = await db
    .select({
      id: companies.id,
      advisorId: users.assignedAdvisorId,
      managerId: companies.clientManagerId,
      groupId: users.groupId,
    })
    .from(companies)
    .leftJoin(users, eq(users.id, companies.userId))
    .where(and(eq(companies.firmId, actor.firmId), inArray(companies.id, unique), isNull(companies.deletedAt)));
  if (rows.length !== unique.length || rows.some((r) => !inActorGroup(actor, r.groupId))) {
    throw new AppError('not_found', 'Entity not found');
  }
  return rows.map((r) => ({ id: r.id, assigned: r.advisorId === actor.userId || r.managerId === actor.userId }));
}

/**
 * Saves the caller's notification types for entities (spec 000 §6): the assigned firm user of an entity
 * cannot turn its notifications off. One entity: that refusal is an error; in bulk those are skipped.
 */
export async function saveNotificationSubscription(db: Db, actor: Actor, entityIds: number[], typeIds: number[]) {
  const entities = await scopedEntities(db, actor, entityIds);
  const turningOff = NOTIFICATION_TYPE_IDS.some((t) => !typeIds.includes(t));
  const skipped = turningOff ? entities.filter((e) => e.assigned).map((e) => e.id) : [];
  if (entities.length === 1 && skipped.length === 1) {
    throw new AppError('forbidden', notificationMessages.assignedCannotDisable);
  }
  const toUpdate = entities.filter((e) => !skipped.includes(e.id)).map((e) => e.id);
  if (toUpdate.length > 0) {
    const values = [...new Set(typeIds)].sort((a, b) => a - b);
    await db
      .insert(notificationSubscriptions)
      .values(toUpdate.map((companyId) => ({ firmId: actor.firmId, companyId, userId: actor.userId, typeIds: values })))
      .onConflictDoUpdate({
        target: [notificationSubscriptions.companyId, notificationSubscriptions.userId],
        set: { typeIds: values },
      });
  }
  return {
    updated: toUpdate.length,
    skipped,
    message: entities.length === 1 ? notificationMessages.updated : notificationMessages.bulkUpdated,
  };
}
