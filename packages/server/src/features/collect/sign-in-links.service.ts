import { and, eq } from 'drizzle-orm';
import {
  ACTIVITY_TYPES,
  AppError,
  assertCan,
  previewActionMessages,
  type Actor,
  type EntityUser,
  type SendSignInLinksInput,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { activityLogs, companies, firms } from '../../db/schema/index.ts';
import { assertSendAllowed, findUserById, firmQuery, issueLinkToken } from '../auth/index.ts';
import {
  staffQuestionnaires,
  mailable,
  recipientsOf,
  type ReminderDeps,
  questionnaireSignInLinkMail,
} from '../questionnaires/index.ts';

/** Longer than a self-service reset link (an hour): the client reads the firm's email when they can. */
const SIGN_IN_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const fullNameOf = (u: { fname: string; lname: string }) => `${u.fname} ${u.lname}`.trim();

/**
 * Entity users (spec 001 §7 get_active_entity_users, §3 Entity user): the active clients of the
 * questionnaire's entity, whom a sign-in link may go to. `email` is null for one without a mailbox (a
 * temporary address counts as none), shown as 'No email' and not chosen.
 */
export async function entityUsersOf(db: DbOrTx, actor: Actor, questionnaireId: number): Promise<EntityUser[]> {
  const [q] = await staffQuestionnaires(db, actor, [questionnaireId]);
  const [people, [entity]] = await Promise.all([
    recipientsOf(db, actor.firmId, q!.companyId),
    db
      .select({ userId: companies.userId, spouseUserId: companies.spouseUserId })
      .from(companies)
      .where(and(eq(companies.firmId, actor.firmId), eq(companies.id, q!.companyId))),
  ]);
  return people.map((r) => ({
    id: r.id,
    full_name: fullNameOf(r),
    email: mailable(r) ? r.email : null,
    // The entity's primary contact is its taxpayer; its spouse is recorded on the entity (spec 001 §3).
    is_taxpayer: r.id === entity?.userId,
    is_spouse: r.id === entity?.spouseUserId,
  }));
}

/**
 * Send sign-in links (spec 001 §2, §6 "sign-in links (which reset the password)", §8 'Sign in link(s)
 * sent successfully'): each chosen client of the questionnaire's entity is emailed a single-use link to
 * /set-sign-in-method that resets how they sign in and then opens the questionnaire. Every id must be
 * an active client of that entity (else 404, nothing sent) with a mailbox (else 400); the usual limit on
 * sign-in emails per person applies (429).
 */
export async function sendSignInLinks(
  deps: ReminderDeps & { publicUrl: string; clock: NonNullable<ReminderDeps['clock']> },
  actor: Actor,
  questionnaireId: number,
  input: SendSignInLinksInput,
) {
  const [q] = await staffQuestionnaires(deps.db, actor, [questionnaireId]);
  assertCan(actor, 'client.write');
  const people = await recipientsOf(deps.db, actor.firmId, q!.companyId);
  const chosen = [...new Set(input.userIds)].map((id) => people.find((p) => p.id === id));
  if (chosen.some((p) => !p)) throw new AppError('not_found', previewActionMessages.userNotFound);
  const withoutMail = chosen.find((p) => !mailable(p!));
  if (withoutMail)
    throw new AppError('validation_failed', `${fullNameOf(withoutMail)}: ${previewActionMessages.noEmail}`, {
      userIds: previewActionMessages.noEmail,
    });
  const now = deps.clock.now();
  const users = [];
  for (const p of chosen) {
    const user = await findUserById(deps.db, p!.id);
    if (!user?.email) throw new AppError('not_found', previewActionMessages.userNotFound);
    await assertSendAllowed(deps.db, user.id, user.email, now);
    users.push(user);
  }
  const [firm] = await deps.db.select({ name: firms.name }).from(firms).where(eq(firms.id, actor.firmId));
  const firmName = firm?.name ?? 'Client Portal';
  const [company] = await companyOf(deps.db, q!.companyId);
  const redirect = `/questionnaire/${company!.hashId}?questionnaireId=${q!.id}`;
  const base = deps.publicUrl.replace(/\/$/, '');
  for (const user of users) {
    const token = await issueLinkToken(deps, user, 'setup_link', SIGN_IN_LINK_TTL_MS, redirect, user.email);
    const brand = await firmQuery(deps.db, actor.firmId);
    const link = `${base}/set-sign-in-method?token=${token}&redirect=${encodeURIComponent(redirect)}${brand ? `&${brand}` : ''}`;
    await deps.mailer.send({
      firmId: actor.firmId,
      to: user.email!,
      ...questionnaireSignInLinkMail(
        {
          firmName,
          fname: user.fname,
          lname: user.lname,
          taxYear: q!.taxYear,
          questionnaireName: q!.name,
          companyName: company!.name,
          dueDate: null,
        },
        link,
      ),
    });
  }
  await recordSent(deps.db, actor, q!, users.map(fullNameOf).join(', '));
  return { message: previewActionMessages.signInLinksSent };
}

function companyOf(db: DbOrTx, companyId: number) {
  return db
    .select({ hashId: companies.hashId, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
}

async function recordSent(db: Db, actor: Actor, q: { id: number; companyId: number }, names: string) {
  await db.insert(activityLogs).values({
    firmId: actor.firmId,
    typeId: ACTIVITY_TYPES.questionnaire_related,
    title: 'Sign-in links sent',
    description: names,
    companyId: q.companyId,
    questionnaireId: q.id,
    actorUserId: actor.userId,
  });
}
