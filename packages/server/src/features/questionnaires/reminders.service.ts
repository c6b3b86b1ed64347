import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  ACTIVITY_TYPES,
  NOTIFICATION_TYPES,
  fillReminder,
  itemsLeft,
  nextReminderDate,
  reminderTextsOf,
  reminderValues,
  userPreferencesSchema,
  systemClock,
  utcDay,
  type Clock,
  type ReminderTexts,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { companies, companyOwners, firms, notifications, questionnaires, users } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { forEachLimited } from '../../platform/jobs/bounded.ts';
import { doneEffects, effectMessageId, onceEffect, recordEffect } from '../../platform/jobs/job-effects.ts';
import { failpoint } from '../../platform/jobs/failpoint.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { MailBrand, Mailer } from '../../platform/mail/mailer.ts';
import { userChannel, type RealtimeHub } from '../../platform/realtime/realtime-hub.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';
import { clientArrivalLink, clientArrivalLinks } from '../auth/index.ts';
import { partsOf } from './questionnaire-lists.ts';
import { ruleQuestion, ruleSection } from './questionnaire-view.ts';
import {
  questionnaireNoticeMail,
  questionnaireSentMail,
  questionnaireSentSms,
  type QuestionnaireMailFacts,
} from './questionnaire-mail.ts';

/** The job the lead registers (questionnaire-admin.jobs.ts) to run the daily reminder sweep. */
export const REMINDERS_JOB = 'questionnaires.send-due-reminders';
/** One reminder the sweep claimed, sent by a job of its own. */
export const SEND_REMINDER_JOB = 'questionnaires.send-reminder';
export interface ReminderJob {
  questionnaireId: number;
  /** When the sweep claimed it: the follow-up date it recorded. */
  at: string;
}

export interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  config: Pick<Config, 'publicUrl'>;
  realtime?: RealtimeHub;
  /** When arrival links (auth's clientArrivalLink) are issued; the system clock without it. */
  clock?: Clock;
  /**
   * A bulk send's firm brand, read once for all its mails (brandOnce, issue 22 §3); without it (or when it
   * answers undefined) each mail reads its own.
   */
  brandOf?: (firmId: number) => Promise<MailBrand | null | undefined>;
}

/** What messaging clients about a questionnaire needs, from the app's dependencies. */
export const reminderDeps = (
  deps: Pick<AppDeps, 'database' | 'mailer' | 'sms' | 'config' | 'realtime' | 'clock' | 'jobs'>,
): ReminderDeps & { jobs: AppDeps['jobs'] } => ({
  jobs: deps.jobs,
  clock: deps.clock,
  db: deps.database.db,
  mailer: deps.mailer,
  sms: deps.sms,
  config: deps.config,
  realtime: deps.realtime,
});

/** The client's own link into the questionnaire (the web route /questionnaire/{companyHash}). */
export const questionnaireLink = (publicUrl: string, companyHash: string, questionnaireId: number) =>
  `${publicUrl.replace(/\/$/, '')}/questionnaire/${companyHash}?questionnaireId=${questionnaireId}`;
/**
 * The link an email gives one client to the questionnaire: for a client who has never signed in, an arrival
 * link that sets up their sign-in and opens the questionnaire (issue 21 §2); else its plain address.
 */
const emailLink = (deps: ReminderDeps, firmId: number, userId: number, companyHash: string, questionnaireId: number) =>
  clientArrivalLink(
    { db: deps.db, clock: deps.clock ?? systemClock, publicUrl: deps.config.publicUrl },
    firmId,
    userId,
    portalPath(companyHash, questionnaireId),
  );
const portalPath = (companyHash: string, questionnaireId: number) =>
  `/questionnaire/${companyHash}?questionnaireId=${questionnaireId}`;

/** The questionnaire with what a message to its clients needs; null when gone. */
async function loadForMessage(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      q: questionnaires,
      company: { id: companies.id, name: companies.name, hashId: companies.hashId, inactive: companies.inactive },
      companyDeleted: companies.deletedAt,
      firmName: firms.name,
    })
    .from(questionnaires)
    .innerJoin(companies, eq(companies.id, questionnaires.companyId))
    .innerJoin(firms, eq(firms.id, questionnaires.firmId))
    .where(eq(questionnaires.id, id));
  return row ?? null;
}

/**
 * The entity's active client users (its owners, not deleted); none when the entity is inactive or deleted
 * (spec 000: an inactive entity's clients no longer use the portal).
 */
export function recipientsOf(db: DbOrTx, firmId: number, companyId: number) {
  return recipientRows(db, and(eq(companyOwners.firmId, firmId), eq(companyOwners.companyId, companyId))!);
}

/** The active clients of the entities `scope` names, by entity then user (see recipientsOf). */
function recipientRows(db: DbOrTx, scope: SQL) {
  return db
    .select({
      firmId: companyOwners.firmId,
      companyId: companyOwners.companyId,
      id: users.id,
      fname: users.fname,
      lname: users.lname,
      email: users.email,
      phoneNumber: users.phoneNumber,
      preferredContactMethod: users.preferredContactMethod,
      preferences: users.preferences,
    })
    .from(companyOwners)
    .innerJoin(users, eq(users.id, companyOwners.userId))
    .innerJoin(companies, eq(companies.id, companyOwners.companyId))
    .where(
      and(
        scope,
        isNull(users.deletedAt),
        eq(users.isAdvisor, false),
        eq(companies.inactive, false),
        isNull(companies.deletedAt),
      ),
    )
    .orderBy(asc(companyOwners.companyId), asc(users.id));
}
type Recipient = Awaited<ReturnType<typeof recipientsOf>>[number];

/** A placeholder (temporary) address is not a mailbox (spec 000 has_temp_email). */
export const mailable = (r: Recipient) => !!r.email && !userPreferencesSchema.parse(r.preferences ?? {}).has_temp_email;
export const textable = (r: Recipient) => r.preferredContactMethod === 'sms' && !!r.phoneNumber;

/** send_drafts: each client of the entity hears that a questionnaire waits for them, by email or text. */
export async function notifyQuestionnaireSent(deps: ReminderDeps, questionnaireId: number) {
  const row = await loadForMessage(deps.db, questionnaireId);
  if (!row) return;
  const { q, company, firmName } = row;
  const link = questionnaireLink(deps.config.publicUrl, company.hashId, q.id);
  for (const r of await recipientsOf(deps.db, q.firmId, company.id)) {
    const facts = mailFacts(firmName, r, q, company.name);
    // The same record as a bulk send's (notifyQuestionnairesSent): nobody is told of one questionnaire twice.
    const key = `questionnaire-sent:${q.id}:user:${r.id}`;
    await onceEffect(deps.db, key, async () => {
      if (textable(r))
        await deps.sms.send({ to: `+1${r.phoneNumber}`, body: `${questionnaireSentSms(facts)} ${link}` });
      else if (mailable(r))
        await deps.mailer.send({
          firmId: q.firmId,
          to: r.email!,
          ...questionnaireSentMail(facts, await emailLink(deps, q.firmId, r.id, company.hashId, q.id)),
          messageId: effectMessageId(key, deps.config.publicUrl),
        });
    });
  }
}

/** What a questionnaire email says of one client and their questionnaire. */
const mailFacts = (
  firmName: string,
  r: { fname: string; lname: string },
  q: { taxYear: number; name: string; dueDate: string | null },
  companyName: string,
): QuestionnaireMailFacts => ({
  firmName,
  fname: r.fname,
  lname: r.lname,
  taxYear: q.taxYear,
  questionnaireName: q.name,
  companyName,
  dueDate: q.dueDate,
});

/** Emails and texts a bulk send hands to the transports at once. */
export const SEND_CONCURRENCY = 10;

/**
 * notifyQuestionnaireSent for many questionnaires at once (a bulk send): the questionnaires, their clients
 * and the arrival links are read and made set by set (a few statements, whatever the count), then the same
 * emails and texts are handed to the transports SEND_CONCURRENCY at a time. A message that fails is
 * skipped: one unreachable client does not stop the others. A failure to read rejects before anything is
 * sent, so the caller may fall back to one questionnaire at a time without telling anyone twice.
 */
export async function notifyQuestionnairesSent(deps: ReminderDeps, questionnaireIds: number[]) {
  if (!questionnaireIds.length) return;
  const rows = await deps.db
    .select({
      q: {
        id: questionnaires.id,
        firmId: questionnaires.firmId,
        name: questionnaires.name,
        taxYear: questionnaires.taxYear,
        dueDate: questionnaires.dueDate,
      },
      company: { id: companies.id, name: companies.name, hashId: companies.hashId },
      firmName: firms.name,
    })
    .from(questionnaires)
    .innerJoin(companies, eq(companies.id, questionnaires.companyId))
    .innerJoin(firms, eq(firms.id, questionnaires.firmId))
    .where(inArray(questionnaires.id, questionnaireIds));
  const byId = new Map(rows.map((r) => [r.q.id, r]));
  const ordered = questionnaireIds.flatMap((id) => byId.get(id) ?? []);
  const people = await recipientsOfCompanies(deps.db, [...new Set(ordered.map((r) => r.company.id))]);
  const peopleOf = new Map<string, typeof people>();
  for (const p of people) {
    const key = `${p.firmId}:${p.companyId}`;
    peopleOf.set(key, [...(peopleOf.get(key) ?? []), p]);
  }
  type Outgoing = {
    /** What marks this person told of this questionnaire (job-effects.ts): a send run again tells only the rest. */
    key: string;
    sms?: { to: string; body: string };
    mail?: { firmId: number; to: string; facts: QuestionnaireMailFacts };
    link?: { userId: number; destination: string };
  };
  const outgoing: { firmId: number; out: Outgoing }[] = [];
  for (const { q, company, firmName } of ordered) {
    const link = questionnaireLink(deps.config.publicUrl, company.hashId, q.id);
    for (const r of peopleOf.get(`${q.firmId}:${company.id}`) ?? []) {
      const facts = mailFacts(firmName, r, q, company.name);
      const key = `questionnaire-sent:${q.id}:user:${r.id}`;
      if (textable(r))
        outgoing.push({
          firmId: q.firmId,
          out: { key, sms: { to: `+1${r.phoneNumber}`, body: `${questionnaireSentSms(facts)} ${link}` } },
        });
      else if (mailable(r))
        outgoing.push({
          firmId: q.firmId,
          out: {
            key,
            mail: { firmId: q.firmId, to: r.email!, facts },
            link: { userId: r.id, destination: portalPath(company.hashId, q.id) },
          },
        });
    }
  }
  const told = await doneEffects(
    deps.db,
    outgoing.map((o) => o.out.key),
  );
  outgoing.splice(0, outgoing.length, ...outgoing.filter((o) => !told.has(o.out.key)));
  // The arrival links of each firm's emails, made together (one token insert per firm).
  const links = new Map<Outgoing, string>();
  for (const firmId of new Set(outgoing.map((o) => o.firmId))) {
    const mails = outgoing.filter((o) => o.firmId === firmId && o.out.link).map((o) => o.out);
    const made = await clientArrivalLinks(
      { db: deps.db, clock: deps.clock ?? systemClock, publicUrl: deps.config.publicUrl },
      firmId,
      mails.map((m) => m.link!),
    );
    mails.forEach((m, i) => links.set(m, made[i]!));
  }
  await forEachLimited(outgoing, SEND_CONCURRENCY, async ({ out }) => {
    try {
      if (out.sms) await deps.sms.send(out.sms);
      else if (out.mail)
        await deps.mailer.send({
          firmId: out.mail.firmId,
          brand: await deps.brandOf?.(out.mail.firmId),
          to: out.mail.to,
          ...questionnaireSentMail(out.mail.facts, links.get(out)!),
          messageId: effectMessageId(out.key, deps.config.publicUrl),
        });
    } catch {
      // The questionnaire is on their dashboard anyway.
      return;
    }
    await recordEffect(deps.db, out.key);
  });
}

/** recipientsOf for many entities in one query, each row naming its firm and entity. */
async function recipientsOfCompanies(db: DbOrTx, companyIds: number[]) {
  if (!companyIds.length) return [];
  return recipientRows(
    db,
    and(eq(companyOwners.firmId, companies.firmId), inArray(companyOwners.companyId, companyIds))!,
  );
}

type MessageRow = NonNullable<Awaited<ReturnType<typeof loadForMessage>>>;
type Recipients = Awaited<ReturnType<typeof recipientsOf>>;

/**
 * Emails each active client of the questionnaire's entity (those with a mailbox) and texts those who chose
 * SMS when an SMS text is given; the texts may use the reminder placeholders and `extra` values. Returns
 * the recipients with the values their texts were filled with.
 */
async function messageClients(
  deps: ReminderDeps,
  { q, company, firmName }: MessageRow,
  texts: { subject: string; message: string; sms: string | null },
  extra: Record<string, string> = {},
  /** Records each person told under `${once}:user:<id>` and skips those told before (a job run again). */
  once?: string,
) {
  const parts = (await partsOf(deps.db, [q.id])).get(q.id)!;
  const left = itemsLeft(parts.sections.map(ruleSection), parts.questions.map(ruleQuestion));
  const link = questionnaireLink(deps.config.publicUrl, company.hashId, q.id);
  const told: { r: Recipients[number]; values: Record<string, string | number> }[] = [];
  for (const r of await recipientsOf(deps.db, q.firmId, company.id)) {
    const values = {
      ...reminderValues({
        clientFname: r.fname,
        clientLname: r.lname,
        companyName: company.name,
        taxYear: q.taxYear,
        questionnaireName: q.name,
        itemsLeft: left,
        dueDate: q.dueDate,
        firmName,
      }),
      ...extra,
    };
    const key = once ? `${once}:user:${r.id}` : null;
    const tell = async () => {
      if (mailable(r))
        await deps.mailer.send({
          firmId: q.firmId,
          to: r.email!,
          ...questionnaireNoticeMail(
            fillReminder(texts.subject, values),
            fillReminder(texts.message, values),
            await emailLink(deps, q.firmId, r.id, company.hashId, q.id),
          ),
          ...(key ? { messageId: effectMessageId(key, deps.config.publicUrl) } : {}),
        });
      if (textable(r) && texts.sms?.trim())
        await deps.sms.send({ to: `+1${r.phoneNumber}`, body: `${fillReminder(texts.sms, values)} ${link}` });
    };
    if (key) {
      await onceEffect(deps.db, key, tell);
      await failpoint('questionnaire-clients.told');
    } else await tell();
    told.push({ r, values });
  }
  return told;
}

/**
 * A message of the firm's own to every active client of the questionnaire's entity (the open items and
 * status-change notices). Returns how many people were told.
 */
export async function notifyQuestionnaireClients(
  deps: ReminderDeps,
  questionnaireId: number,
  texts: { subject: string; message: string; sms: string | null },
  extra: Record<string, string> = {},
  /** Each person told once under this key (a job run again after a crash tells only the rest). */
  once?: string,
): Promise<number> {
  const row = await loadForMessage(deps.db, questionnaireId);
  if (!row) return 0;
  return (await messageClients(deps, row, texts, extra, once)).length;
}

/**
 * Sends one questionnaire's reminder (spec 001 §4, §9) to every active client of its entity: an email to
 * each with a mailbox, a text to those who chose SMS, and an in-app notification; then records the follow
 * up, which moves the next reminder date on. `texts` null means the questionnaire's own or the defaults;
 * an empty in-app or SMS text sends none of that kind. Returns how many people were reminded.
 */
export async function sendQuestionnaireReminder(
  deps: ReminderDeps,
  questionnaireId: number,
  texts: ReminderTexts | null,
  now: Date,
  /** A reminder job's key: each person told once, and the notices and log recorded once, however often it runs. */
  once?: string,
): Promise<number> {
  const row = await loadForMessage(deps.db, questionnaireId);
  if (!row) return 0;
  const { q, company, firmName } = row;
  const t =
    texts ??
    reminderTextsOf({
      reminder_email_subject: q.reminderEmailSubject,
      reminder_email_message: q.reminderEmailMessage,
      reminder_in_app_message: q.reminderInAppMessage,
      reminder_sms_message: q.reminderSmsMessage,
    });
  const told = await messageClients(
    deps,
    row,
    { subject: t.reminder_email_subject, message: t.reminder_email_message, sms: t.reminder_sms_message },
    {},
    once,
  );
  const inApp: (typeof notifications.$inferInsert)[] = t.reminder_in_app_message.trim()
    ? told.map(({ r, values }) => ({
        firmId: q.firmId,
        userId: r.id,
        typeId: NOTIFICATION_TYPES.questionnaire,
        text: fillReminder(t.reminder_in_app_message, values),
        clientName: firmName,
        link: portalPath(company.hashId, q.id),
      }))
    : [];
  const recorded = await deps.db.transaction(async (tx) => {
    if (once && !(await recordEffect(tx, `${once}:recorded`))) return false;
    if (inApp.length) await tx.insert(notifications).values(inApp);
    await tx.update(questionnaires).set({ lastFollowedUp: now }).where(eq(questionnaires.id, q.id));
    await recordActivity(tx, {
      firmId: q.firmId,
      typeId: ACTIVITY_TYPES.questionnaire_related,
      title: 'Questionnaire reminder sent',
      description: `${q.name} (${q.taxYear}) to ${told.length} client${told.length === 1 ? '' : 's'}`,
      companyId: company.id,
      questionnaireId: q.id,
    });
    return true;
  });
  if (!recorded) return told.length;
  if (deps.realtime && inApp.length)
    await Promise.all(inApp.map((n) => deps.realtime!.publish(userChannel(n.userId), { type: 'new_notification' })));
  return told.length;
}

const PAGE = 500;

/**
 * The reminder sweep (spec 001 §4 Next reminder date): every questionnaire that can be reminded (the
 * partial index questionnaires_remindable_idx, plus sent and due after today, since a reminder always
 * falls before the due day) whose next reminder date, by its firm's frequency, is today or earlier.
 * The rule gives "today" only before 10:00 UTC, so a sweep every hour sends in the morning. A reminder
 * is claimed by moving last_followed_up to now, and its job (sendClaimedReminder) queued in the same transaction:
 * a second run the same day, or a second process, finds nothing left to claim.
 */
export async function sendDueQuestionnaireReminders(
  deps: ReminderDeps & { jobs: Pick<JobQueue, 'sendWithin' | 'wake'> },
  now: Date,
) {
  const today = utcDay(now);
  const dayStart = new Date(`${today}T00:00:00.000Z`);
  const tomorrowStart = new Date(dayStart.getTime() + 24 * 60 * 60 * 1000);
  const remindable = and(
    isNotNull(questionnaires.dueDate),
    eq(questionnaires.locked, false),
    eq(questionnaires.completed, false),
    eq(questionnaires.remindersDisabled, false),
    eq(questionnaires.isDraft, false),
    isNull(questionnaires.deletedAt),
    isNotNull(questionnaires.sentAt),
  );
  let queued = 0;
  let after: { due: string; id: number } | null = null;
  for (;;) {
    const page: {
      id: number;
      dueDate: string | null;
      sentAt: Date | null;
      lastFollowedUp: Date | null;
      earliestRemindDate: string | null;
      frequency: number;
    }[] = await deps.db
      .select({
        id: questionnaires.id,
        dueDate: questionnaires.dueDate,
        sentAt: questionnaires.sentAt,
        lastFollowedUp: questionnaires.lastFollowedUp,
        earliestRemindDate: questionnaires.earliestRemindDate,
        frequency: firms.questionnaireReminderFrequency,
      })
      .from(questionnaires)
      .innerJoin(firms, eq(firms.id, questionnaires.firmId))
      .where(
        and(
          remindable,
          gt(questionnaires.dueDate, today),
          or(isNull(questionnaires.lastFollowedUp), lt(questionnaires.lastFollowedUp, dayStart)),
          // Cheap pre-filter: the base falls by today, or an earliest remind date may pick the day.
          or(
            sql`coalesce(${questionnaires.lastFollowedUp}, ${questionnaires.sentAt}) + ${firms.questionnaireReminderFrequency} * interval '1 day' < ${tomorrowStart}`,
            isNotNull(questionnaires.earliestRemindDate),
          ),
          after
            ? sql`(${questionnaires.dueDate}, ${questionnaires.id}) > (${after.due}::date, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(asc(questionnaires.dueDate), asc(questionnaires.id))
      .limit(PAGE);
    for (const c of page) {
      const day = nextReminderDate(
        {
          due_date: c.dueDate,
          locked: false,
          completed: false,
          reminders_disabled: false,
          last_followed_up: c.lastFollowedUp?.toISOString() ?? null,
          sent_at: c.sentAt?.toISOString() ?? null,
          earliest_remind_date: c.earliestRemindDate,
        },
        c.frequency,
        now,
      );
      if (!day || day > today) continue;
      // The claim and the reminder's job commit together (the outbox): a crash after the claim leaves the job,
      // which sends the reminder; a second sweep finds nothing to claim.
      const claimed = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .update(questionnaires)
          .set({ lastFollowedUp: now })
          .where(
            and(
              eq(questionnaires.id, c.id),
              remindable,
              or(isNull(questionnaires.lastFollowedUp), lt(questionnaires.lastFollowedUp, dayStart)),
            ),
          )
          .returning({ id: questionnaires.id });
        if (row)
          await deps.jobs.sendWithin(
            tx,
            SEND_REMINDER_JOB,
            { questionnaireId: row.id, at: now.toISOString() } satisfies ReminderJob,
            { retryLimit: 3 },
          );
        return !!row;
      });
      if (claimed) queued++;
    }
    if (page.length < PAGE) break;
    const last = page[page.length - 1]!;
    after = { due: last.dueDate!, id: last.id };
  }
  if (queued) deps.jobs.wake(SEND_REMINDER_JOB);
  return { queued };
}

/**
 * The job of one claimed reminder: its clients told and the notices recorded, each once however often it runs (a
 * process that died mid-way leaves the rest to the next run, issue 36 §1). One client's bad address fails the job,
 * which is tried again for those not reached.
 */
export const sendClaimedReminder = (deps: ReminderDeps, job: ReminderJob) =>
  sendQuestionnaireReminder(
    deps,
    job.questionnaireId,
    null,
    new Date(job.at),
    `questionnaire-reminder:${job.questionnaireId}:${job.at}`,
  );
