import { createHmac, randomBytes } from 'node:crypto';
import { AppError, authMessages, maskEmail, maskPhone, safeRedirect } from '@portal/domain';
import { firmQuery } from './arrival-link.ts';
import { authMail } from './auth-messages.ts';
import { authPolicy } from './auth-policy.ts';
import {
  checkCode,
  firmName,
  deliverCode,
  issueLinkToken,
  logSecurity,
  passwordMatches,
  redeemLinkToken,
  completeSignIn,
  twoFactorChannel,
  userByUid,
  type AuthDeps,
  type Origin,
  type SignInOutcome,
} from './auth.service.ts';
import { assertSendAllowed, consumeSecret, findSecretByHash } from './auth-secrets.repo.ts';
import {
  findUsersByEmail,
  findUserById,
  findUserByUid,
  firmIdBySubdomain,
  nthFirmId,
  type UserRow,
} from './auth-users.repo.ts';
import { hashToken } from '../sessions/index.ts';
import { signInOrChooseFirm } from './firm-choice.ts';
import { passwordLocked, registerPasswordFailure, sourceOf } from './sign-in-failures.repo.ts';

/** Secret of this process for the uids of unknown emails: stable per email, unguessable from outside. */
const decoySecret = randomBytes(32);

/** A version-4-shaped uuid for an email no one has: the same email gets the same one, like a real account's uid. */
function decoyUid(email: string): string {
  const h = createHmac('sha256', decoySecret).update(email.trim().toLowerCase()).digest();
  h[6] = (h[6]! & 0x0f) | 0x40;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * GET /sessions/get_preferred_sign_in_method: the login screen's first step. It names no firm: with the
 * same email in several firms, it answers for the firm of the login page (`firm`, its subdomain) when the
 * email is there, else for the record used last; the firm is picked once the person has proven who they are.
 * An email with no account is answered as a person who never chose a method is (issue 36 §2): a uid and no
 * method (the sign-in link), in the same shape and after the same query, so the lookup does not tell who has an
 * account. The route limits lookups per address.
 */
export async function preferredSignInMethod(deps: AuthDeps, email: string, firmSlug?: string) {
  const records = await findUsersByEmail(deps.db, email);
  const slug = firmSlug?.toLowerCase();
  const chosen = slug ? await recordInFirm(deps, records, slug) : null;
  const user = chosen || records[0];
  if (!user)
    return {
      accountant_id: await decoyFirmId(deps, email, slug),
      uid: decoyUid(email),
      preferred_sign_in_method: null,
    };
  // Several firms and none chosen by the login page: no firm is named until the person proves who they are.
  const accountantId = records.length > 1 && !chosen ? null : user.firmId;
  return { accountant_id: accountantId, uid: user.uid, preferred_sign_in_method: user.preferredSignInMethod };
}

/**
 * The firm an unknown email is answered with, as a real account's would be: the login page's firm, else one of
 * the portal's firms picked by the email's keyed hash (the same each time), so accountant_id does not tell who
 * has an account either.
 */
async function decoyFirmId(deps: AuthDeps, email: string, slug: string | undefined): Promise<number | null> {
  const own = slug ? await firmIdBySubdomain(deps.db, slug) : null;
  if (own) return own;
  const pick = createHmac('sha256', decoySecret).update(`firm:${email.trim().toLowerCase()}`).digest().readUInt32BE(0);
  return nthFirmId(deps.db, pick);
}

async function recordInFirm(deps: AuthDeps, records: UserRow[], slug: string) {
  if (records.length < 2) return null;
  const firmId = await firmIdBySubdomain(deps.db, slug);
  return records.find((r) => r.firmId === firmId) ?? null;
}

/** GET /sessions/get_auth_methods: where a code can go, masked. */
export async function authMethods(deps: AuthDeps, uid: string) {
  const user = await userByUid(deps, uid);
  const methods: Array<{ name: 'email' | 'phone'; value: string }> = [];
  if (user.email) methods.push({ name: 'email', value: maskEmail(user.email) });
  if (user.phoneNumber) methods.push({ name: 'phone', value: maskPhone(user.phoneNumber) });
  return methods;
}

/**
 * Password sign-in. The password is checked against each firm's record with that email; wrong ones count
 * per account and source (sign-in-failures.repo.ts) and lock only the password, so an attacker who knows
 * the email cannot keep the owner out: emailed codes and links still work.
 */
export async function passwordSignIn(
  deps: AuthDeps,
  input: { username: string; password: string; redirect?: string },
  origin: Origin,
): Promise<SignInOutcome> {
  const records = await findUsersByEmail(deps.db, input.username);
  if (records.length === 0) throw new AppError('unauthorized', authMessages.wrongCredentials);
  const now = deps.clock.now();
  const source = sourceOf(origin.ip);
  const open: UserRow[] = [];
  for (const user of records) {
    if (!(await passwordLocked(deps.db, user.id, source, now))) open.push(user);
    else await logSecurity(deps, user, 'Sign-in refused: password locked', origin);
  }
  if (open.length === 0) throw new AppError('too_many_requests', authMessages.locked);
  const matched: UserRow[] = [];
  for (const user of open) if (await passwordMatches(user, input.password)) matched.push(user);
  if (matched.length > 0)
    return signInOrChooseFirm(deps, matched[0]!, { kind: 'password', matched }, input.redirect, origin);

  let locked = false;
  for (const user of open.filter((u) => u.passwordHash)) {
    const result = await registerPasswordFailure(deps.db, user.id, source, now);
    locked ||= result.locked;
    if (result.accountFailures === authPolicy.warnOwnerAfterFailures) await warnOwner(deps, user, origin);
    const title = result.locked ? 'Password locked after failed attempts' : 'Sign-in failed: wrong password';
    await logSecurity(deps, user, title, origin, { failures: result.failures });
  }
  throw locked
    ? new AppError('too_many_requests', authMessages.locked)
    : new AppError('unauthorized', authMessages.wrongCredentials);
}

/** Emails the owner that their password is being guessed; a mail server down must not turn a 401 into a 500. */
async function warnOwner(deps: AuthDeps, user: UserRow, origin: Origin) {
  if (!user.email) return;
  try {
    const mail = authMail.passwordGuessed(
      user.email,
      await firmName(deps, user.firmId),
      authPolicy.warnOwnerAfterFailures,
    );
    await deps.mailer.send({ ...mail, firmId: user.firmId });
    await logSecurity(deps, user, 'Owner warned: password being guessed', origin);
  } catch {
    await logSecurity(deps, user, 'Could not warn the owner: password being guessed', origin);
  }
}

export async function sendSignInCode(deps: AuthDeps, uid: string, channel: 'email' | 'sms', origin: Origin) {
  const user = await userByUid(deps, uid);
  return { sent_to: await deliverCode(deps, user, 'sign_in_code', channel, origin) };
}

export async function verifySignInCode(
  deps: AuthDeps,
  input: { uid: string; verification_code: string; redirect?: string },
  origin: Origin,
) {
  const user = await userByUid(deps, input.uid);
  const channel = await checkCode(deps, user, 'sign_in_code', input.verification_code, origin);
  return signInOrChooseFirm(deps, user, { kind: channel }, input.redirect, origin);
}

/** Emails a magic link to /signin?auth_token=...; single use, expires in 30 minutes. */
export async function sendAuthLink(
  deps: AuthDeps,
  input: { uid: string; username?: string; redirect?: string },
  origin: Origin,
) {
  const found = await findUserByUid(deps.db, input.uid);
  // The uid the lookup gave an unknown email: answered as a sent link is, and nothing is sent.
  if (!found && input.username && decoyUid(input.username) === input.uid)
    return { sent_to: maskEmail(input.username.trim()) };
  const user = found ?? (await userByUid(deps, input.uid));
  if (!user.email) throw new AppError('bad_request', authMessages.linkSendProblem);
  await assertSendAllowed(deps.db, user.id, user.email, deps.clock.now());
  const redirect = safeRedirect(input.redirect);
  const token = await issueLinkToken(deps, user, 'magic_link', authPolicy.magicLinkTtlMs, redirect, user.email);
  const firm = await firmQuery(deps.db, user.firmId);
  const link = `${deps.publicUrl}/signin?auth_token=${token}&redirect=${encodeURIComponent(redirect)}&${firm}`;
  try {
    await deps.mailer.send({
      ...authMail.magicLink(user.email, await firmName(deps, user.firmId), link),
      firmId: user.firmId,
    });
  } catch {
    throw new AppError('unavailable', authMessages.linkSendProblem);
  }
  await logSecurity(deps, user, 'Sign-in link sent', origin);
  return { sent_to: maskEmail(user.email) };
}

/** POST /sessions/exchange_for_firebase_token: a magic link becomes a session (or setup, or 2FA). */
export async function exchangeAuthLink(deps: AuthDeps, authToken: string, origin: Origin) {
  const { secret, user } = await redeemLinkToken(deps, ['magic_link'], authToken, { consume: true });
  // A link to a page (a questionnaire, a message) was made for its firm's record and opens it; a plain
  // sign-in link proves the email, so a person in several firms picks one.
  if (safeRedirect(secret.redirect) !== '/') {
    return completeSignIn(deps, user, secret.redirect, origin, { allowSetup: true });
  }
  return signInOrChooseFirm(deps, user, { kind: 'email' }, secret.redirect, origin, { allowSetup: true });
}

/** The expired-link state offers a fresh email link or a text code for the same user. */
export async function resendFromExpiredLink(deps: AuthDeps, authToken: string, via: 'email' | 'sms', origin: Origin) {
  const secret = await findSecretByHash(deps.db, ['magic_link'], hashToken(authToken));
  if (!secret) throw new AppError('link_expired', authMessages.linkExpired);
  const user = await findUserById(deps.db, secret.userId);
  if (!user) throw new AppError('link_expired', authMessages.linkExpired);
  if (via === 'email')
    return {
      ...(await sendAuthLink(deps, { uid: user.uid, redirect: secret.redirect ?? '/' }, origin)),
      uid: user.uid,
    };
  return { sent_to: await deliverCode(deps, user, 'sign_in_code', 'sms', origin), uid: user.uid };
}

/**
 * POST /sessions/send_2fa_link: sends the pending second factor's code again, named by the pending sign-in's token,
 * or by {uid} (spec 000 §7) when the browser's cookie holds that person's pending sign-in; any other uid is refused
 * as an expired sign-in is.
 */
export async function resendTwoFactorCode(
  deps: AuthDeps,
  input: { two_factor_token?: string; uid?: string; cookie?: string },
  origin: Origin,
) {
  const pendingToken = input.two_factor_token ?? input.cookie;
  if (!pendingToken) throw new AppError('unauthorized', authMessages.invalidCode);
  const { user } = await redeemLinkToken(deps, ['two_factor_pending'], pendingToken, { consume: false });
  if (input.two_factor_token === undefined && user.uid !== input.uid)
    throw new AppError('unauthorized', authMessages.invalidCode);
  try {
    return { sent_to: await deliverCode(deps, user, 'two_factor_code', twoFactorChannel(user), origin) };
  } catch (err) {
    if (err instanceof AppError && err.code === 'too_many_requests') throw err;
    throw new AppError('unavailable', authMessages.twoFactorLinkProblem);
  }
}

/** The 2FA step: 401 'Invalid or expired verification code', 429 'Too many incorrect attempts'. */
export async function verifyTwoFactor(deps: AuthDeps, pendingToken: string, code: string, origin: Origin) {
  const now = deps.clock.now();
  const pending = await findSecretByHash(deps.db, ['two_factor_pending'], hashToken(pendingToken));
  if (!pending || pending.consumedAt || pending.expiresAt <= now)
    throw new AppError('unauthorized', authMessages.invalidCode);
  const user = await findUserById(deps.db, pending.userId);
  if (!user) throw new AppError('unauthorized', authMessages.invalidCode);
  await checkCode(deps, user, 'two_factor_code', code, origin);
  if (!(await consumeSecret(deps.db, pending.id, now))) throw new AppError('unauthorized', authMessages.invalidCode);
  await logSecurity(deps, user, 'Two-factor verification passed', origin);
  return completeSignIn(deps, user, pending.redirect, origin, { secondFactorDone: true });
}
