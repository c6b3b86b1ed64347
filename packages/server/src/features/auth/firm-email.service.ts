import { type Actor, AppError, firmEmailMessages } from '@portal/domain';
import { confirmFirmEmail, findFirm, releaseHeldMail } from '../firm/index.ts';
import { authMail } from './auth-messages.ts';
import { assertSendAllowed } from './auth-secrets.repo.ts';
import { findUserById, type UserRow } from './auth-users.repo.ts';
import { issueLinkToken, logSecurity, redeemLinkToken, type AuthDeps, type Origin } from './auth.service.ts';

const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Emails the firm's creator a link that confirms their address, which lets the firm's mail go out. */
export async function sendFirmEmailConfirmation(deps: AuthDeps, creator: UserRow, firmName: string) {
  if (!creator.email) return;
  await assertSendAllowed(deps.db, creator.id, creator.email, deps.clock.now());
  const token = await issueLinkToken(deps, creator, 'firm_email', CONFIRM_TTL_MS, '/', creator.email);
  const link = `${deps.publicUrl}/confirm-firm-email?token=${token}`;
  await deps.mailer.send({
    ...authMail.confirmFirmEmail(creator.email, firmName, creator.fname, link),
    firmId: creator.firmId,
  });
}

/** POST /api/firms/confirm_email: the creator's link; the firm's held mail goes out. */
export async function confirmFirmEmailByLink(deps: AuthDeps, token: string, origin: Origin) {
  const { user } = await redeemLinkToken(deps, ['firm_email'], token, { consume: true }).catch(() => {
    throw new AppError('link_expired', firmEmailMessages.confirmLinkExpired);
  });
  const firm = await findFirm(deps.db, user.firmId);
  if (!firm) throw new AppError('link_expired', firmEmailMessages.confirmLinkExpired);
  if (await confirmFirmEmail(deps.db, firm.id, deps.clock.now())) {
    await logSecurity(deps, user, 'Firm email confirmed', origin);
  }
  const sent = await releaseHeldMail(deps.db, deps.mailer, firm.id);
  return { firm_name: firm.name, released: sent };
}

/** POST /api/firms/resend_email_confirmation: a partner of an unconfirmed firm asks for the link again. */
export async function resendFirmEmailConfirmation(deps: AuthDeps, actor: Actor) {
  const firm = await findFirm(deps.db, actor.firmId);
  if (!firm) throw new AppError('not_found', 'Firm not found');
  if (firm.emailConfirmedAt) throw new AppError('conflict', firmEmailMessages.alreadyConfirmed);
  const creator = await creatorOf(deps, firm.creatorEmail, actor);
  await sendFirmEmailConfirmation(deps, creator, firm.name);
  return { sent_to: creator.email! };
}

async function creatorOf(deps: AuthDeps, creatorEmail: string | null, actor: Actor) {
  const me = await findUserById(deps.db, actor.userId);
  if (!me || !creatorEmail || me.email?.toLowerCase() !== creatorEmail.toLowerCase()) {
    throw new AppError('forbidden', firmEmailMessages.creatorOnly);
  }
  return me;
}
