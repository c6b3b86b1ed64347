import { ACTIVITY_TYPES, AppError, type Actor, type UpdateProfileInput } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { applySignInMethod, type AuthDeps, type SignInMethodChoice, updateUserAuth } from '../auth/index.ts';
import { assertProfileChangeAllowed, profileColumns } from './profile-rules.ts';
import { findUser } from './users.repo.ts';
import { revokeOtherSessions } from '../sessions/index.ts';

/** The caller's own record; another firm's id is 404, another user of the firm 403. */
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
  await assertProfileChangeAllowed(db, user, input);
  await updateUserAuth(db, user.firmId, user.id, profileColumns(input));
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

/** Changing how one signs in ends every other session of the user: only this browser stays signed in. */
export async function changeLoginMethod(
  deps: AuthDeps,
  actor: Actor & { sessionId: string },
  choice: SignInMethodChoice,
) {
  const user = await ownUser(deps.db, actor, actor.userId);
  await applySignInMethod(deps, user, choice);
  await revokeOtherSessions(deps.db, actor.firmId, actor.userId, actor.sessionId, deps.clock.now());
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
