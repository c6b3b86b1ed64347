import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  ACTIVITY_TYPES,
  AppError,
  assertCan,
  authMessages,
  can,
  isPartner,
  userMessages,
  type Actor,
  type UpdateUserInput,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { companies, sessions, users } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { assertProfileChangeAllowed, profileColumns } from './profile-rules.ts';
import { findUser } from './users.repo.ts';
import { deactivationCascade } from './deactivation.ts';
import { assertAssignableAdvisor, assertFirmGroup, inActorGroup } from '../firm/index.ts';
import { findFirmUserByEmail } from '../auth/index.ts';

type UserRow = typeof users.$inferSelect;
const notFound = () => new AppError('not_found', 'User not found');

/**
 * A user the staff member may manage: same firm (else 404), within their group when group-limited
 * (else 404), and staff records only for partners and admins (else 403).
 */
export async function manageableUser(db: DbOrTx, actor: Actor, userId: number, opts: { deleted?: boolean } = {}) {
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.firmId, actor.firmId),
        eq(users.id, userId),
        opts.deleted ? isNotNull(users.deletedAt) : isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!user) throw notFound();
  assertCan(actor, 'staff.any');
  if (!inActorGroup(actor, user.groupId)) throw notFound();
  if (user.isAdvisor && !can(actor, 'firm.roles')) {
    throw new AppError('forbidden', 'Only partners and admins can edit firm users');
  }
  // An admin who could change a partner's email could take over the partner's account.
  if (user.firmAccess === 'partner' && !isPartner(actor)) {
    throw new AppError('forbidden', 'Only partners can edit partners');
  }
  return user;
}

/** A real email: the temporary address of a user created without one does not count. */
const hasRealEmail = (user: UserRow, nextEmail: string | null | undefined) => {
  const email = nextEmail === undefined ? user.email : nextEmail;
  const temp = (user.preferences as { has_temp_email?: boolean } | null)?.has_temp_email && nextEmail === undefined;
  return !!email && !temp;
};

async function assertGroup(db: DbOrTx, actor: Actor, groupId: number | null | undefined) {
  if (groupId === undefined || groupId === null) return;
  if (actor.firmAccess === 'group' && groupId !== actor.groupId) {
    throw new AppError('forbidden', 'You can only use your own group');
  }
  await assertFirmGroup(db, actor.firmId, groupId, 'group_id');
}

/**
 * Edit user (spec 000 §5, §4): details, activation with its entity cascade, the read-only flag (active
 * users only) and the assigned firm user (partner or full users only). Deactivation signs the user out.
 */
export async function updateUserByStaff(db: Db, actor: Actor, userId: number, input: UpdateUserInput) {
  const user = await manageableUser(db, actor, userId);
  await assertProfileChangeAllowed(db, user, input);
  const activating = input.paying === true && !user.paying;
  const deactivating = input.paying === false && user.paying;
  if (activating && !hasRealEmail(user, input.email)) {
    throw new AppError('validation_failed', userMessages.activateNeedsEmail, {
      email: userMessages.activateNeedsEmail,
    });
  }
  const activeAfter = input.paying ?? user.paying;
  if (input.readonly_access === true && !activeAfter) {
    throw new AppError('validation_failed', userMessages.readonlyOnlyActive, {
      readonly_access: userMessages.readonlyOnlyActive,
    });
  }
  if (input.assigned_advisor_id !== undefined && input.assigned_advisor_id !== user.assignedAdvisorId) {
    if (!can(actor, 'clients.assign_advisor'))
      throw new AppError('forbidden', 'Only partners and full users can change the assigned firm user');
    await assertAssignableAdvisor(db, actor.firmId, input.assigned_advisor_id, input.group_id ?? user.groupId);
  }
  await assertGroup(db, actor, input.group_id);
  const emailChanged = !!input.email && !!user.email && input.email.toLowerCase() !== user.email.toLowerCase();
  // Entities whose primary contact is this user and whose business email is the old address.
  const sameEmailEntities = and(
    eq(companies.firmId, actor.firmId),
    eq(companies.userId, user.id),
    isNull(companies.deletedAt),
    sql`lower(${companies.businessEmail}) = lower(${user.email})`,
  );
  if (emailChanged && input.update_entity_emails === undefined) {
    const matching = await db.select({ name: companies.name }).from(companies).where(sameEmailEntities);
    if (matching.length > 0) {
      throw new AppError('conflict', userMessages.entityEmailChange, {
        update_entity_emails: matching.map((c) => c.name).join(', '),
      });
    }
  }

  return db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(users)
      .set({
        ...profileColumns(input),
        ...(input.email && { preferences: { ...(user.preferences as object), has_temp_email: false } }),
        ...(input.external_user_id !== undefined && { externalUserId: input.external_user_id }),
        ...(input.work_phone_number !== undefined && { workPhoneNumber: input.work_phone_number }),
        ...(input.work_phone_extension !== undefined && { workPhoneExtension: input.work_phone_extension }),
        ...(input.group_id !== undefined && { groupId: input.group_id }),
        ...(input.assigned_advisor_id !== undefined && {
          assignedAdvisorId: input.assigned_advisor_id === -1 ? null : input.assigned_advisor_id,
        }),
        ...(input.paying !== undefined && { paying: input.paying }),
        ...(input.readonly_access !== undefined && { readonlyAccess: input.readonly_access }),
        ...(deactivating && { readonlyAccess: false }),
        updatedAt: now,
      })
      .where(and(eq(users.firmId, actor.firmId), eq(users.id, user.id)));
    const primaryOf = and(
      eq(companies.firmId, actor.firmId),
      eq(companies.userId, user.id),
      isNull(companies.deletedAt),
    );
    if (emailChanged && input.update_entity_emails) {
      await tx.update(companies).set({ businessEmail: input.email, updatedAt: now }).where(sameEmailEntities);
    }
    if (deactivating) {
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
      if (input.is_deactivating_all_entities) {
        await tx.update(companies).set({ inactive: true, updatedAt: now }).where(primaryOf);
      }
      await deactivationCascade(tx, actor.firmId, user.id, now);
    }
    if (activating && input.is_activating_all_entities) {
      await tx
        .update(companies)
        .set({ inactive: false, updatedAt: now })
        .where(and(primaryOf, eq(companies.inactive, true)));
    }
    await recordActivity(tx, {
      firmId: actor.firmId,
      typeId: ACTIVITY_TYPES.detail_change,
      title: activating ? 'User activated' : deactivating ? 'User deactivated' : 'User updated',
      description: `${user.fname} ${user.lname}`,
      actorUserId: actor.userId,
      subjectUserId: user.id,
      metadata: { fields: Object.keys(input) },
    });
    return (await findUser(tx, actor.firmId, user.id))!;
  });
}

/** Update client assignments: one firm user (or none, -1) for many clients; partner or full users only. */
export async function updateClientAssignments(db: Db, actor: Actor, advisorId: number, clientIds: number[]) {
  assertCan(actor, 'clients.assign_advisor');
  await assertAssignableAdvisor(db, actor.firmId, advisorId, null);
  const scope = and(
    eq(users.firmId, actor.firmId),
    inArray(users.id, clientIds),
    eq(users.isAdvisor, false),
    isNull(users.deletedAt),
  );
  const updated = await db
    .update(users)
    .set({ assignedAdvisorId: advisorId === -1 ? null : advisorId, updatedAt: new Date() })
    .where(scope)
    .returning({ id: users.id });
  if (updated.length !== new Set(clientIds).size) throw notFound();
  await recordActivity(db, {
    firmId: actor.firmId,
    typeId: ACTIVITY_TYPES.detail_change,
    title: 'Client assignments updated',
    description: `${updated.length} client(s) assigned to ${advisorId === -1 ? 'nobody' : `firm user #${advisorId}`}`,
    actorUserId: actor.userId,
  });
  return { message: userMessages.assignmentSuccess };
}

/** Soft delete: the user disappears from lists and is signed out; restore brings them back. */
export async function deleteUser(db: Db, actor: Actor, userId: number) {
  const user = await manageableUser(db, actor, userId);
  if (user.id === actor.userId) throw new AppError('forbidden', 'You cannot delete your own account');
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(users.firmId, actor.firmId), eq(users.id, user.id)));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    await recordActivity(tx, {
      firmId: actor.firmId,
      typeId: ACTIVITY_TYPES.detail_change,
      title: 'User deleted',
      description: `${user.fname} ${user.lname}`,
      actorUserId: actor.userId,
      subjectUserId: user.id,
    });
  });
}

export async function restoreUser(db: Db, actor: Actor, userId: number) {
  const user = await manageableUser(db, actor, userId, { deleted: true });
  if (user.email && (await findFirmUserByEmail(db, actor.firmId, user.email))) {
    throw new AppError('conflict', authMessages.emailTaken, { email: authMessages.emailTaken });
  }
  await db
    .update(users)
    .set({ deletedAt: null, updatedAt: new Date() })
    .where(and(eq(users.firmId, actor.firmId), eq(users.id, user.id)));
  await recordActivity(db, {
    firmId: actor.firmId,
    typeId: ACTIVITY_TYPES.detail_change,
    title: 'User restored',
    description: `${user.fname} ${user.lname}`,
    actorUserId: actor.userId,
    subjectUserId: user.id,
  });
  return (await findUser(db, actor.firmId, user.id))!;
}
