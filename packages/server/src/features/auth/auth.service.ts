import { hash, verify } from '@node-rs/argon2';
import {
  ACTIVITY_TYPES,
  AppError,
  authMessages,
  maskEmail,
  maskPhone,
  readFirmPreferences,
  safeRedirect,
  type Clock,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';
import { findFirm } from '../firm/index.ts';
import { hashToken, type IssuedSession, newToken, startSession } from '../sessions/index.ts';
import { authMail, authSms } from './auth-messages.ts';
import { authPolicy, hashCode, newCode } from './auth-policy.ts';
import {
  assertSendAllowed,
  consumeSecret,
  findLatestLiveCode,
  reserveAttempt,
  findSecretByHash,
  insertSecret,
  type SecretPurpose,
} from './auth-secrets.repo.ts';
import { findUserById, findUserByUid, firmPreferencesOf, updateUserAuth, type UserRow } from './auth-users.repo.ts';
import { clearPasswordFailures } from './sign-in-failures.repo.ts';

export interface AuthDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  sms: SmsSender;
  publicUrl: string;
}

export interface Origin {
  ip: string | null;
  userAgent: string | null;
}

export type SignInOutcome =
  | { kind: 'session'; session: IssuedSession; redirect: string }
  | { kind: 'two_factor'; token: string; sentTo: string; redirect: string }
  | { kind: 'setup'; token: string; redirect: string }
  | { kind: 'choose_firm'; token: string; firms: Array<{ id: number; name: string }>; redirect: string };

const later = (clock: Clock, ms: number) => new Date(clock.now().getTime() + ms);

/** Security events go to the activity log with where they came from (FTC Safeguards audit trail). */
export function logSecurity(
  deps: AuthDeps,
  user: UserRow,
  title: string,
  origin: Origin,
  metadata?: Record<string, unknown>,
) {
  return recordActivity(deps.db, {
    firmId: user.firmId,
    typeId: ACTIVITY_TYPES.security,
    title,
    description: `${user.fname} ${user.lname}`,
    actorUserId: user.id,
    subjectUserId: user.id,
    ip: origin.ip,
    userAgent: origin.userAgent,
    metadata,
  });
}

export async function userByUid(deps: AuthDeps, uid: string): Promise<UserRow> {
  const user = await findUserByUid(deps.db, uid);
  if (!user) throw new AppError('not_found', authMessages.somethingWentWrong);
  return user;
}

export const hashPassword = (password: string) => hash(password);

export async function passwordMatches(user: UserRow, password: string): Promise<boolean> {
  if (!user.passwordHash) return false;
  try {
    return await verify(user.passwordHash, password);
  } catch {
    return false;
  }
}

/** The firm's name for the emails and texts it sends. */
export async function firmName(deps: AuthDeps, firmId: number) {
  return (await findFirm(deps.db, firmId))?.name ?? 'Client Portal';
}

/** Sends a 6-digit code by email or SMS; only its hash is kept. */
export async function deliverCode(
  deps: AuthDeps,
  user: UserRow,
  purpose: Extract<SecretPurpose, 'sign_in_code' | 'two_factor_code'>,
  channel: 'email' | 'sms',
  origin: Origin,
): Promise<string> {
  const address = channel === 'email' ? user.email : user.phoneNumber;
  if (!address) {
    throw new AppError('bad_request', channel === 'sms' ? authMessages.smsFailedView : authMessages.codeSendProblem);
  }
  await assertSendAllowed(deps.db, user.id, address, deps.clock.now());
  const code = newCode();
  await insertSecret(deps.db, {
    firmId: user.firmId,
    userId: user.id,
    purpose,
    channel,
    address,
    secretHash: hashCode(user.id, code),
    createdAt: deps.clock.now(),
    expiresAt: later(deps.clock, authPolicy.codeTtlMs),
  });
  const name = await firmName(deps, user.firmId);
  try {
    if (channel === 'sms') await deps.sms.send({ to: address, body: authSms.code(name, code) });
    else
      await deps.mailer.send({
        ...authMail.code(address, name, code, purpose === 'sign_in_code' ? 'sign-in' : 'two-factor'),
        firmId: user.firmId,
      });
  } catch {
    await logSecurity(deps, user, `Could not send a ${channel} code`, origin);
    if (channel === 'sms') throw new AppError('sms_failed', authMessages.smsFailedView);
    throw new AppError('unavailable', authMessages.codeSendProblem);
  }
  await logSecurity(deps, user, purpose === 'two_factor_code' ? 'Two-factor code sent' : 'Sign-in code sent', origin, {
    channel,
  });
  return channel === 'email' ? maskEmail(address) : maskPhone(address);
}

/**
 * Checks a code against the user's newest live one and answers where it was sent. Each try takes an attempt first (atomically); five
 * wrong tries burn the code (429). Codes do not lock the account: a code proves the mailbox or phone,
 * and with 5 sends and 5 tries per 15 minutes a guess has 25 chances in a million.
 */
export async function checkCode(
  deps: AuthDeps,
  user: UserRow,
  purpose: Extract<SecretPurpose, 'sign_in_code' | 'two_factor_code'>,
  code: string,
  origin: Origin,
): Promise<'email' | 'sms'> {
  const now = deps.clock.now();
  const live = await findLatestLiveCode(deps.db, user.id, purpose, now);
  const attempt = live ? await reserveAttempt(deps.db, live.id, authPolicy.maxCodeAttempts) : null;
  if (live && attempt === null) throw new AppError('too_many_requests', authMessages.tooManyAttempts);
  if (live && live.secretHash === hashCode(user.id, code) && (await consumeSecret(deps.db, live.id, now))) {
    return live.channel === 'sms' ? 'sms' : 'email';
  }

  await logSecurity(deps, user, 'Verification code rejected', origin, { attempts: attempt });
  if (live && attempt !== null && attempt >= authPolicy.maxCodeAttempts) {
    await consumeSecret(deps.db, live.id, now);
    throw new AppError('too_many_requests', authMessages.tooManyAttempts);
  }
  throw new AppError('unauthorized', authMessages.invalidCode);
}

/** A link token (magic link, setup, pending second factor): created hashed, single use, expiring. */
export async function issueLinkToken(
  deps: { db: DbOrTx; clock: Clock },
  user: UserRow,
  purpose: Extract<
    SecretPurpose,
    'magic_link' | 'setup_link' | 'two_factor_pending' | 'firm_choice' | 'firm_email' | 'arrival_link'
  >,
  ttlMs: number,
  redirect: string,
  address: string | null = null,
  choices: number[] | null = null,
): Promise<string> {
  const token = newToken();
  await insertSecret(deps.db, {
    firmId: user.firmId,
    userId: user.id,
    purpose,
    channel: address ? 'email' : 'none',
    address,
    choices,
    secretHash: hashToken(token),
    redirect,
    createdAt: deps.clock.now(),
    expiresAt: later(deps.clock, ttlMs),
  });
  return token;
}

/** Finds a link token's row and user; `consume` makes it single use. Expired or used: 410 link_expired. */
export async function redeemLinkToken(
  deps: AuthDeps,
  purposes: SecretPurpose[],
  token: string,
  opts: { consume: boolean },
) {
  const secret = await findSecretByHash(deps.db, purposes, hashToken(token));
  const user = secret ? await findUserById(deps.db, secret.userId) : null;
  if (!secret || !user) throw new AppError('link_expired', authMessages.linkExpired);
  const now = deps.clock.now();
  const live = !secret.consumedAt && secret.expiresAt > now;
  if (!live || (opts.consume && !(await consumeSecret(deps.db, secret.id, now)))) {
    throw new AppError('link_expired', authMessages.linkExpired);
  }
  return { secret, user };
}

export function twoFactorRequired(user: UserRow, firmPreferences: unknown): boolean {
  const prefs = readFirmPreferences(firmPreferences);
  return user.enabled2fa || (user.isAdvisor ? prefs.force_2fa_on_firm_users : prefs.force_2fa_on_users);
}

/** The second factor goes to the phone when the user prefers texts, otherwise to the email. */
export const twoFactorChannel = (user: UserRow): 'email' | 'sms' =>
  (user.preferredContactMethod === 'sms' && user.phoneNumber) || !user.email ? 'sms' : 'email';

/**
 * After a first factor: a deactivated user stops here; a user who must choose a sign-in method gets a
 * setup token; a second factor is sent when required; otherwise the session starts.
 */
export async function completeSignIn(
  deps: AuthDeps,
  user: UserRow,
  redirect: string | null | undefined,
  origin: Origin,
  opts: { allowSetup?: boolean; secondFactorDone?: boolean } = {},
): Promise<SignInOutcome> {
  const target = safeRedirect(redirect);
  if (!user.paying) {
    await logSecurity(deps, user, 'Sign-in refused: account not active', origin);
    throw new AppError('forbidden', authMessages.deactivated);
  }
  if (opts.allowSetup && user.mustSetPassword) {
    const token = await issueLinkToken(deps, user, 'setup_link', authPolicy.resetLinkTtlMs, target);
    return { kind: 'setup', token, redirect: target };
  }
  if (!opts.secondFactorDone && twoFactorRequired(user, await firmPreferencesOf(deps.db, user.firmId))) {
    const token = await issueLinkToken(deps, user, 'two_factor_pending', authPolicy.twoFactorPendingTtlMs, target);
    const sentTo = await deliverCode(deps, user, 'two_factor_code', twoFactorChannel(user), origin);
    return { kind: 'two_factor', token, sentTo, redirect: target };
  }
  const session = await startSession(deps, user, origin);
  await updateUserAuth(deps.db, user.firmId, user.id, { lastSignInAt: deps.clock.now() });
  await clearPasswordFailures(deps.db, user.id);
  await logSecurity(deps, user, 'Signed in', origin);
  return { kind: 'session', session, redirect: target };
}
