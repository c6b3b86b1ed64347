import { AppError, authMessages, safeRedirect } from '@portal/domain';
import { firmQuery } from './arrival-link.ts';
import { authMail } from './auth-messages.ts';
import { authPolicy } from './auth-policy.ts';
import { assertSendAllowed, consumeSecret } from './auth-secrets.repo.ts';
import {
  completeSignIn,
  firmName,
  hashPassword,
  issueLinkToken,
  logSecurity,
  redeemLinkToken,
  type AuthDeps,
  type Origin,
} from './auth.service.ts';
import {
  findFirmUserByEmail,
  findUserById,
  firmIdBySubdomain,
  findUsersByEmail,
  updateUserAuth,
  type UserRow,
} from './auth-users.repo.ts';
import { clearPasswordFailures } from './sign-in-failures.repo.ts';

/**
 * Alternate sign-in: emails a link to /set-sign-in-method that resets how the user signs in. A person in
 * several firms gets one email per firm, each naming its firm, since each firm's record signs in on its own.
 * An email with no account is answered the same (204, nothing sent): the reset does not tell who has an account.
 */
export async function sendResetEmail(deps: AuthDeps, input: { username: string; redirect?: string }, origin: Origin) {
  const records = (await findUsersByEmail(deps.db, input.username)).filter((u) => u.email);
  if (records.length === 0) return;
  const redirect = safeRedirect(input.redirect);
  for (const user of records) {
    await assertSendAllowed(deps.db, user.id, user.email!, deps.clock.now());
    const token = await issueLinkToken(deps, user, 'setup_link', authPolicy.resetLinkTtlMs, redirect, user.email);
    const firm = await firmQuery(deps.db, user.firmId);
    const link = `${deps.publicUrl}/set-sign-in-method?token=${token}&redirect=${encodeURIComponent(redirect)}&${firm}`;
    try {
      await deps.mailer.send({
        ...authMail.reset(user.email!, await firmName(deps, user.firmId), link),
        firmId: user.firmId,
      });
    } catch {
      throw new AppError('unavailable', authMessages.linkSendProblem);
    }
    await logSecurity(deps, user, 'Sign-in method reset email sent', origin);
  }
}

/**
 * The tokens /set-sign-in-method takes: a setup or reset link, or a portal email's arrival link
 * (arrival-link.ts). An arrival link only sets up a client who has not chosen a method yet: once one is
 * chosen, another email's link is no way to change it, and it answers as expired (410).
 */
async function redeemSetupToken(deps: AuthDeps, token: string, opts: { consume: boolean }) {
  const redeemed = await redeemLinkToken(deps, ['setup_link', 'arrival_link'], token, opts);
  if (redeemed.secret.purpose === 'arrival_link' && !redeemed.user.mustSetPassword) {
    throw new AppError('link_expired', authMessages.linkExpired);
  }
  return redeemed;
}

/**
 * What /set-sign-in-method shows for a token; 410 when it expired or was used. A link opened under another
 * firm's name (`firm`, a subdomain) answers as expired too: a page never shows one firm's brand over
 * another firm's account. A subdomain no firm has (renamed since the email) shows no brand, so it is let be.
 */
export async function setupTokenInfo(deps: AuthDeps, token: string, firmSlug?: string) {
  const { secret, user } = await redeemSetupToken(deps, token, { consume: false });
  const shownFirm = firmSlug ? await firmIdBySubdomain(deps.db, firmSlug) : null;
  if (shownFirm !== null && shownFirm !== user.firmId) throw new AppError('link_expired', authMessages.linkExpired);
  return {
    email: user.email,
    has_phone: !!user.phoneNumber,
    preferred_sign_in_method: user.preferredSignInMethod,
    redirect: safeRedirect(secret.redirect),
    arrival: secret.purpose === 'arrival_link',
  };
}

export type SignInMethodChoice =
  | { signInMethod: 'password'; newPassword: string; email?: string }
  | { signInMethod: 'email'; email: string }
  | { signInMethod: 'sms'; phoneNumber: string };

async function assertEmailFree(deps: AuthDeps, user: UserRow, email: string | undefined) {
  if (!email || email === user.email?.toLowerCase()) return;
  const owner = await findFirmUserByEmail(deps.db, user.firmId, email);
  if (owner && owner.id !== user.id)
    throw new AppError('conflict', authMessages.emailTaken, { email: authMessages.emailTaken });
}

/** What a sign-in method needs: an email of one's own for password and email codes. */
async function assertSignInMethodAllowed(deps: AuthDeps, user: UserRow, choice: SignInMethodChoice) {
  const email = 'email' in choice ? choice.email : undefined;
  await assertEmailFree(deps, user, email);
  if (choice.signInMethod !== 'sms' && !(email ?? user.email)) {
    throw new AppError('validation_failed', authMessages.emailMissing, { email: authMessages.emailMissing });
  }
}

/** Stores a chosen sign-in method with what it needs (password, email or phone); unlocks the account. */
export async function applySignInMethod(deps: AuthDeps, user: UserRow, choice: SignInMethodChoice) {
  await assertSignInMethodAllowed(deps, user, choice);
  const email = 'email' in choice ? choice.email : undefined;
  await updateUserAuth(deps.db, user.firmId, user.id, {
    preferredSignInMethod: choice.signInMethod,
    ...(email ? { email } : {}),
    ...(choice.signInMethod === 'password' ? { passwordHash: await hashPassword(choice.newPassword) } : {}),
    ...(choice.signInMethod === 'sms' ? { phoneNumber: choice.phoneNumber } : {}),
    mustSetPassword: false,
  });
  await clearPasswordFailures(deps.db, user.id);
}

/** POST /users/set_sign_in_method: finishes setup or reset with its token, then signs in (2FA if it applies). */
export async function setSignInMethod(deps: AuthDeps, input: SignInMethodChoice & { token: string }, origin: Origin) {
  // The link is used up only by a choice that can be stored: a taken email leaves it working.
  const { secret, user } = await redeemSetupToken(deps, input.token, { consume: false });
  await assertSignInMethodAllowed(deps, user, input);
  if (!(await consumeSecret(deps.db, secret.id, deps.clock.now()))) {
    throw new AppError('link_expired', authMessages.linkExpired);
  }
  await applySignInMethod(deps, user, input);
  await logSecurity(deps, user, 'Sign-in method set', origin, { method: input.signInMethod });
  const updated = await findUserById(deps.db, user.id);
  return completeSignIn(deps, updated ?? user, secret.redirect, origin);
}
