import { AppError, assertCan, notificationMessages, type Actor } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { visibleEntity } from './entities.service.ts';
import { ownerNotificationsOf, setOwnerNotifications } from './entity-extras.repo.ts';

/**
 * POST /companies/{id}/save_owner_notifications (spec 000 §7): which of the entity's owners get its
 * notifications (messages by email or SMS); the owners left out stop getting them. Staff only; every id
 * must be an owner of this entity.
 */
export async function saveOwnerNotifications(db: Db, actor: Actor, companyId: number, subscribed: number[]) {
  assertCan(actor, 'staff.any');
  const { company } = await visibleEntity(db, actor, { id: companyId });
  return db.transaction(async (tx) => {
    const owners = await ownerNotificationsOf(tx, actor.firmId, company.id);
    const ownerIds = new Set(owners.map((o) => o.userId));
    const strangers = subscribed.filter((id) => !ownerIds.has(id));
    if (strangers.length)
      throw new AppError('validation_failed', 'Only owners of this entity can get its notifications', {
        notification_subscribed_users: 'Only owners of this entity can get its notifications',
      });
    await setOwnerNotifications(tx, actor.firmId, company.id, subscribed);
    return {
      notification_subscribed_users: owners.map((o) => o.userId).filter((id) => subscribed.includes(id)),
      message: notificationMessages.updated,
    };
  });
}
