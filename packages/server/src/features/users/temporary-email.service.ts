import { and, eq } from 'drizzle-orm';
import {
  ACTIVITY_TYPES,
  AppError,
  authMessages,
  temporaryEmail,
  userMessages,
  userPreferencesSchema,
  type Actor,
} from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { manageableUser } from './manage-user.service.ts';
import { findUser } from './users.repo.ts';

/**
 * POST /users/assign_temporary_email (spec 000 §7, §5 "user email removal"): staff remove a user's email; the
 * user keeps a generated temporary address (has_temp_email), as a client created without one does, so
 * nothing is mailed to it. Refused while the email signs the user in (email code or password).
 */
export async function assignTemporaryEmail(db: Db, actor: Actor, userId: number, now: Date) {
  const user = await manageableUser(db, actor, userId);
  const method = user.preferredSignInMethod;
  if (method === 'email' || method === 'password')
    throw new AppError('validation_failed', authMessages.cannotRemoveEmail, { email: authMessages.cannotRemoveEmail });
  const preferences = userPreferencesSchema.parse(user.preferences ?? {});
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        email: temporaryEmail(user.uid),
        preferences: { ...(user.preferences as object), ...preferences, has_temp_email: true },
        updatedAt: now,
      })
      .where(and(eq(users.firmId, actor.firmId), eq(users.id, user.id)));
    await recordActivity(tx, {
      firmId: actor.firmId,
      typeId: ACTIVITY_TYPES.detail_change,
      title: 'Email removed',
      description: `${user.fname} ${user.lname}`,
      actorUserId: actor.userId,
      subjectUserId: user.id,
    });
  });
  return { message: userMessages.emailRemoved, user: (await findUser(db, actor.firmId, user.id))! };
}
