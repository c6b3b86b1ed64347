import { randomUUID } from 'node:crypto';
import {
  AppError,
  assertCan,
  entityMessages,
  fullName,
  settingChanges,
  staffChangeProblem,
  staffMessages,
  staffStatus,
  type Actor,
  type InviteStaffInput,
  type StaffChange,
  type StaffMember,
  type UpdateStaffInput,
} from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { sessionChannel, type RealtimeHub } from '../../platform/realtime/realtime-hub.ts';
import { assertSendAllowed, type AuthDeps, findFirmUserByEmail, findUserById, issueLinkToken } from '../auth/index.ts';
import { findFirm, recordSettingsChange } from '../firm/index.ts';
import { INVITE_TTL_MS, inviteMail } from './staff-mail.ts';
import {
  findFirmGroup,
  findStaff,
  insertStaff,
  listStaff,
  lockActivePartners,
  revokeUserSessions,
  updateStaff,
  type StaffRow,
} from './staff.repo.ts';

export type StaffDeps = AuthDeps & { realtime: RealtimeHub };

const SECTION = 'Staff';

function present(row: StaffRow): StaffMember {
  return {
    id: row.id,
    fname: row.fname,
    lname: row.lname,
    email: row.email,
    access: row.firmAccess,
    firm_access: row.firmAccess,
    group: row.groupId !== null && row.groupName !== null ? { id: row.groupId, name: row.groupName } : null,
    status: staffStatus(row),
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    enabled_2fa: row.enabled2fa,
    invited_at: row.invitedAt?.toISOString() ?? null,
  };
}

/** Firm settings → Staff: the firm's users (spec 002 §2, §6: firm settings are for partners). */
export async function listFirmUsers(deps: StaffDeps, actor: Actor): Promise<StaffMember[]> {
  assertCan(actor, 'firm.settings');
  return (await listStaff(deps.db, actor.firmId)).map(present);
}

async function staffOrNotFound(db: DbOrTx, actor: Actor, id: number) {
  const row = await findStaff(db, actor.firmId, id);
  if (!row) throw new AppError('not_found', staffMessages.notFound);
  return row;
}

async function groupOrNotFound(db: DbOrTx, actor: Actor, groupId: number | null | undefined) {
  if (groupId === undefined || groupId === null) return null;
  const group = await findFirmGroup(db, actor.firmId, groupId);
  if (!group) throw new AppError('not_found', staffMessages.groupNotFound, { group_id: staffMessages.groupNotFound });
  return group;
}

function assertNoProblem(actor: Actor, row: StaffRow, change: StaffChange, activePartners: number) {
  const target = { id: row.id, firm_access: row.firmAccess, group_id: row.groupId, status: staffStatus(row) };
  const problem = staffChangeProblem(actor, target, change, activePartners);
  if (problem) {
    throw new AppError(problem.code, problem.message, problem.field ? { [problem.field]: problem.message } : undefined);
  }
}

const emailTaken = () => new AppError('conflict', entityMessages.emailExists, { email: entityMessages.emailExists });

const uniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  ((err as { code?: string }).code === '23505' || uniqueViolation((err as { cause?: unknown }).cause));

/** Emails the sign-in link that leads to /set-sign-in-method, where the invitee chooses how to sign in. */
async function sendInvitation(deps: StaffDeps, actor: Actor, staffId: number) {
  const [user, inviter, firm] = await Promise.all([
    findUserById(deps.db, staffId),
    findUserById(deps.db, actor.userId),
    findFirm(deps.db, actor.firmId),
  ]);
  if (!user?.email || !user.firmAccess) throw new AppError('not_found', staffMessages.notFound);
  const redirect = '/';
  const token = await issueLinkToken(deps, user, 'setup_link', INVITE_TTL_MS, redirect, user.email);
  const firmParam = firm ? `&firm=${encodeURIComponent(firm.subdomainUrl)}` : '';
  const link = `${deps.publicUrl}/set-sign-in-method?token=${token}&redirect=${encodeURIComponent(redirect)}${firmParam}`;
  await deps.mailer.send({
    firmId: user.firmId,
    ...inviteMail({
      to: user.email,
      firmName: firm?.name ?? 'Client Portal',
      inviterName: inviter ? fullName(inviter) : (firm?.name ?? 'Your firm'),
      access: user.firmAccess,
      link,
    }),
  });
  return user.email;
}

/** POST /api/firm_users/invite: a new staff member of this firm, emailed a link to choose their sign-in method. */
export async function inviteStaff(deps: StaffDeps, actor: Actor, input: InviteStaffInput): Promise<StaffMember> {
  assertCan(actor, 'firm.settings');
  if (await findFirmUserByEmail(deps.db, actor.firmId, input.email)) throw emailTaken();
  const group = await groupOrNotFound(deps.db, actor, input.group_id);
  const firm = await findFirm(deps.db, actor.firmId);
  if (!firm) throw new AppError('not_found', 'Firm not found');
  const now = deps.clock.now();

  const id = await deps.db
    .transaction(async (tx) => {
      const created = await insertStaff(tx, {
        uid: randomUUID(),
        firmId: actor.firmId,
        fname: input.fname,
        lname: input.lname,
        email: input.email,
        timeZone: firm.timeZone,
        isAdvisor: true,
        firmAccess: input.firm_access,
        groupId: group?.id ?? null,
        mustSetPassword: true,
        invitedAt: now,
      });
      const after = { name: `${input.fname} ${input.lname}`, email: input.email, firm_access: input.firm_access };
      await recordSettingsChange(tx, actor, SECTION, settingChanges({}, { ...after, group: group?.name ?? null }), {
        title: `Staff member invited: ${after.name}`,
        subjectUserId: created.id,
      });
      return created.id;
    })
    .catch((err: unknown) => {
      // Two invitations (or a client created) with the same address at once: the second finds it taken.
      if (uniqueViolation(err)) throw emailTaken();
      throw err;
    });

  try {
    await sendInvitation(deps, actor, id);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('unavailable', staffMessages.mailFailed);
  }
  return present((await findStaff(deps.db, actor.firmId, id))!);
}

/** POST /api/firm_users/{id}/resend_invite: a fresh link for someone who has not signed in yet. */
export async function resendInvite(deps: StaffDeps, actor: Actor, id: number): Promise<StaffMember> {
  assertCan(actor, 'firm.settings');
  const row = await staffOrNotFound(deps.db, actor, id);
  assertNoProblem(actor, row, { action: 'resend_invite' }, 1);
  const now = deps.clock.now();
  await assertSendAllowed(deps.db, row.id, row.email, now);
  await deps.db.transaction(async (tx) => {
    await updateStaff(tx, actor.firmId, id, { invitedAt: now }, now);
    await recordSettingsChange(
      tx,
      actor,
      SECTION,
      settingChanges({ invited_at: row.invitedAt?.toISOString() ?? null }, { invited_at: now.toISOString() }),
      { title: `Staff invitation resent: ${fullName(row)}`, subjectUserId: id },
    );
  });
  try {
    await sendInvitation(deps, actor, id);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('unavailable', staffMessages.resendFailed);
  }
  return present((await findStaff(deps.db, actor.firmId, id))!);
}

/** PATCH /api/firm_users/{id}: access level and group (null clears it). */
export async function updateFirmUser(
  deps: StaffDeps,
  actor: Actor,
  id: number,
  input: UpdateStaffInput,
): Promise<StaffMember> {
  assertCan(actor, 'firm.settings');
  await staffOrNotFound(deps.db, actor, id);
  const group = await groupOrNotFound(deps.db, actor, input.group_id);
  return deps.db.transaction(async (tx) => {
    const partners = await lockActivePartners(tx, actor.firmId);
    const row = await staffOrNotFound(tx, actor, id);
    assertNoProblem(actor, row, { action: 'update', ...input }, partners);
    const groupId = input.group_id === undefined ? undefined : (group?.id ?? null);
    await updateStaff(tx, actor.firmId, id, { firmAccess: input.firm_access, groupId }, deps.clock.now());
    const changes = settingChanges(
      { firm_access: row.firmAccess, group: row.groupName },
      { firm_access: input.firm_access, group: input.group_id === undefined ? undefined : (group?.name ?? null) },
    );
    await recordSettingsChange(tx, actor, SECTION, changes, {
      title: `Staff member updated: ${fullName(row)}`,
      subjectUserId: id,
    });
    return present((await findStaff(tx, actor.firmId, id))!);
  });
}

/**
 * POST /api/firm_users/{id}/deactivate: sign-in refuses them (paying off) and every session they hold
 * ends in the same transaction, so their next request answers 401; their open tabs are told to sign out.
 */
export async function deactivateFirmUser(deps: StaffDeps, actor: Actor, id: number): Promise<StaffMember> {
  assertCan(actor, 'firm.settings');
  await staffOrNotFound(deps.db, actor, id);
  const now = deps.clock.now();
  const { member, revoked } = await deps.db.transaction(async (tx) => {
    const partners = await lockActivePartners(tx, actor.firmId);
    const row = await staffOrNotFound(tx, actor, id);
    assertNoProblem(actor, row, { action: 'deactivate' }, partners);
    await updateStaff(tx, actor.firmId, id, { paying: false }, now);
    const revoked = await revokeUserSessions(tx, actor.firmId, id, now);
    await recordSettingsChange(
      tx,
      actor,
      SECTION,
      settingChanges({ status: staffStatus(row) }, { status: 'deactivated' }),
      { title: `Staff member deactivated: ${fullName(row)}`, subjectUserId: id },
    );
    return { member: present((await findStaff(tx, actor.firmId, id))!), revoked };
  });
  await Promise.all(revoked.map((s) => deps.realtime.publish(sessionChannel(s), { type: 'signed_out' })));
  return member;
}

/** POST /api/firm_users/{id}/reactivate: they may sign in again (their old sessions stay ended). */
export async function reactivateFirmUser(deps: StaffDeps, actor: Actor, id: number): Promise<StaffMember> {
  assertCan(actor, 'firm.settings');
  await staffOrNotFound(deps.db, actor, id);
  return deps.db.transaction(async (tx) => {
    const partners = await lockActivePartners(tx, actor.firmId);
    const row = await staffOrNotFound(tx, actor, id);
    assertNoProblem(actor, row, { action: 'reactivate' }, partners);
    await updateStaff(tx, actor.firmId, id, { paying: true }, deps.clock.now());
    const member = present((await findStaff(tx, actor.firmId, id))!);
    await recordSettingsChange(
      tx,
      actor,
      SECTION,
      settingChanges({ status: 'deactivated' }, { status: member.status }),
      {
        title: `Staff member reactivated: ${fullName(row)}`,
        subjectUserId: id,
      },
    );
    return member;
  });
}
