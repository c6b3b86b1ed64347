import { ACTIVITY_TYPES, AppError, authMessages, type Actor, type UpdateProfileInput } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { findUserByEmail, updateUserAuth } from '../auth/auth-users.repo.ts';
import { applySignInMethod, type SignInMethodChoice } from '../auth/setup.service.ts';
import type { AuthDeps } from '../auth/auth.service.ts';
import { findUser } from './users.repo.ts';

/** Another firm's user is 404; a user of this firm other than oneself is the users issue's (403 here). */
async function ownUser(db: Db, actor: Actor, userId: number) {
  const user = await findUser(db, actor.firmId, userId);
  if (!user) throw new AppError('not_found', 'User not found');
  if (user.id !== actor.userId) throw new AppError('forbidden', 'You can only change your own profile here');
  return user;
}

export async function getProfile(db: Db, actor: Actor, userId: number) {
  return ownUser(db, actor, userId);
}

/** Profile settings with the removal rules of spec 000 §5. */
export async function updateProfile(db: Db, actor: Actor, userId: number, input: UpdateProfileInput) {
  const user = await ownUser(db, actor, userId);
  // Read-only users cannot edit their profile (spec 000 §6); changing how they sign in stays allowed.
  if (user.readonlyAccess) throw new AppError('forbidden', 'This account is read-only.');
  const method = user.preferredSignInMethod;
  if (input.email === null && user.email && (method === 'email' || method === 'password')) {
    throw new AppError('validation_failed', authMessages.cannotRemoveEmail, { email: authMessages.cannotRemoveEmail });
  }
  if (input.phone_number === null && user.phoneNumber && method === 'sms') {
    throw new AppError('validation_failed', authMessages.cannotRemovePhone, {
      phone_number: authMessages.cannotRemovePhone,
    });
  }
  if (input.email && input.email !== user.email?.toLowerCase()) {
    const owner = await findUserByEmail(db, input.email);
    if (owner && owner.id !== user.id)
      throw new AppError('conflict', authMessages.emailTaken, { email: authMessages.emailTaken });
  }
  if (input.preferred_contact_method === 'sms' && !(input.phone_number ?? user.phoneNumber)) {
    throw new AppError('validation_failed', authMessages.phoneRequired, { phone_number: authMessages.phoneRequired });
  }
  await updateUserAuth(db, user.firmId, user.id, {
    ...(input.fname !== undefined && { fname: input.fname }),
    ...(input.lname !== undefined && { lname: input.lname }),
    ...(input.preferred_name !== undefined && { preferredName: input.preferred_name }),
    ...(input.email !== undefined && { email: input.email }),
    ...(input.phone_number !== undefined && { phoneNumber: input.phone_number }),
    ...(input.time_zone !== undefined && { timeZone: input.time_zone }),
    ...(input.preferred_contact_method !== undefined && { preferredContactMethod: input.preferred_contact_method }),
    ...(input.enabled_2fa !== undefined && { enabled2fa: input.enabled_2fa }),
  });
  await recordActivity(db, {
    firmId: user.firmId,
    typeId: input.enabled_2fa !== undefined ? ACTIVITY_TYPES.security : ACTIVITY_TYPES.detail_change,
    title:
      input.enabled_2fa === undefined ? 'Profile updated' : `Two-factor ${input.enabled_2fa ? 'enabled' : 'disabled'}`,
    description: `${user.fname} ${user.lname}`,
    actorUserId: actor.userId,
    subjectUserId: user.id,
    metadata: { fields: Object.keys(input) },
  });
  return (await findUser(db, actor.firmId, userId))!;
}

export async function changeLoginMethod(deps: AuthDeps, actor: Actor, choice: SignInMethodChoice) {
  const user = await ownUser(deps.db, actor, actor.userId);
  await applySignInMethod(deps, user, choice);
  await recordActivity(deps.db, {
    firmId: user.firmId,
    typeId: ACTIVITY_TYPES.security,
    title: 'Sign-in method changed',
    description: `${user.fname} ${user.lname}: ${choice.signInMethod}`,
    actorUserId: actor.userId,
    subjectUserId: user.id,
  });
  return (await findUser(deps.db, actor.firmId, actor.userId))!;
}
