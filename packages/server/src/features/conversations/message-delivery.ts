import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import {
  NOTIFICATION_TYPES,
  notificationLinks,
  previewText,
  UNSEND_WINDOW_MS,
  userPreferencesSchema,
  type Clock,
} from '@portal/domain';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  conversations,
  messages,
  messageUnseen,
  notifications,
  notificationSubscriptions,
  users,
} from '../../db/schema/index.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { effectMessageId, onceEffect } from '../../platform/jobs/job-effects.ts';
import { userChannel, type RealtimeHub } from '../../platform/realtime/realtime-hub.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';
import { clientArrivalLink } from '../auth/index.ts';
import { findFirm } from '../firm/index.ts';
import { companiesOf, ownersWithNotificationsOff, participantsOf } from './participants.repo.ts';
import type { MessageRow } from './messages.repo.ts';
import { composeMail, mailSubject } from '../../platform/mail/compose-mail.ts';

export const DELIVER_JOB = 'messages.deliver';
export const NOTIFY_CLIENTS_JOB = 'messages.notify-clients';
export interface NotifyClientsJob {
  messageId: number;
  /** Set for an auto-remind notice (auto-remind.ts). */
  reminderRound?: number;
}

export interface DeliveryDeps {
  db: Db;
  jobs: JobQueue;
  realtime: RealtimeHub;
  clock: Clock;
}

/**
 * Delivery inside the sending transaction: the message counts as sent, the conversation moves up, and
 * every other participant who can see it gets it as unseen.
 */
export async function recordDelivery(tx: DbOrTx, message: MessageRow, at: Date) {
  await tx.update(conversations).set({ lastMessageAt: at }).where(eq(conversations.id, message.conversationId));
  const others = await participantsOf(tx, message.firmId, [message.conversationId]);
  const rows = others
    .filter((p) => p.userId !== message.userId && (!p.visibleFrom || p.visibleFrom <= message.createdAt))
    .map((p) => ({
      firmId: message.firmId,
      messageId: message.id,
      userId: p.userId,
      conversationId: message.conversationId,
      threadId: message.threadId,
    }));
  if (rows.length) await tx.insert(messageUnseen).values(rows).onConflictDoNothing();
}

/** Tells every participant's open browsers that the conversation changed. */
export async function publishChange(
  deps: Pick<DeliveryDeps, 'db' | 'realtime'>,
  firmId: number,
  conversationId: number,
) {
  const people = await participantsOf(deps.db, firmId, [conversationId]);
  await Promise.all(
    people.map((p) =>
      deps.realtime.publish(userChannel(p.userId), { type: 'new_message', conversation_id: conversationId }),
    ),
  );
}

/**
 * In the transaction that delivers a firm user's message: the job that emails or texts its clients once it can no
 * longer be unsent (30 s; at once for a scheduled message, which could be unsent before), queued with it (the outbox,
 * issue 36 §1), so a crash after the commit cannot lose it.
 */
export async function queueClientNotice(
  tx: DbOrTx,
  deps: Pick<DeliveryDeps, 'jobs' | 'clock'>,
  message: MessageRow,
  immediate = false,
) {
  const startAfter = immediate ? undefined : new Date(deps.clock.now().getTime() + UNSEND_WINDOW_MS);
  await deps.jobs.sendWithin(tx, NOTIFY_CLIENTS_JOB, { messageId: message.id } satisfies NotifyClientsJob, {
    startAfter,
    singletonKey: `notify-${message.id}`,
  });
}

/**
 * After a message is sent: live refresh for everyone in it (a firm user's message was handed to its clients'
 * notice job in its transaction: queueClientNotice); a client's message becomes an in-app notification for the
 * firm users in the conversation.
 */
export async function afterDelivery(deps: DeliveryDeps, message: MessageRow, fromFirm: boolean) {
  await publishChange(deps, message.firmId, message.conversationId);
  if (fromFirm) {
    deps.jobs.wake(NOTIFY_CLIENTS_JOB);
    return;
  }
  const [people, companies, [author]] = await Promise.all([
    participantsOf(deps.db, message.firmId, [message.conversationId]),
    companiesOf(deps.db, message.firmId, [message.conversationId]),
    deps.db.select({ fname: users.fname, lname: users.lname }).from(users).where(eq(users.id, message.userId!)),
  ]);
  const company = companies[0];
  // Firm users who turned information notices off for this entity do not get one (spec 000 §6).
  const optedOut = company
    ? await deps.db
        .select({ userId: notificationSubscriptions.userId })
        .from(notificationSubscriptions)
        .where(
          and(
            eq(notificationSubscriptions.companyId, company.id),
            sql`not (${NOTIFICATION_TYPES.information} = any(${notificationSubscriptions.typeIds}))`,
          ),
        )
    : [];
  const advisors = people.filter((p) => p.isAdvisor && !optedOut.some((o) => o.userId === p.userId));
  if (!advisors.length || !author) return;
  const clientName = `${author.fname} ${author.lname}`;
  await deps.db.insert(notifications).values(
    advisors.map((a) => ({
      firmId: message.firmId,
      userId: a.userId,
      typeId: NOTIFICATION_TYPES.information,
      text: `New message from ${clientName}: ${previewText(message.plainText)}`,
      clientName,
      link: notificationLinks.conversation(message.conversationId),
    })),
  );
  await Promise.all(advisors.map((a) => deps.realtime.publish(userChannel(a.userId), { type: 'new_notification' })));
}

/** The email or text a client gets for a new firm message (spec 000 §7 delivery; preferred_contact_method). */
export function clientNotice(opts: {
  firmName: string;
  /** The conversation's entity, named in the subject (issue 38 §1). */
  companyName?: string | null;
  senderName: string;
  text: string;
  link: string;
  hideText: boolean;
  reminder?: boolean;
}) {
  const lead = opts.reminder
    ? `Reminder: ${opts.senderName} of ${opts.firmName} is waiting for your reply.`
    : `${opts.senderName} of ${opts.firmName} sent you a message.`;
  return {
    ...composeMail({
      subject: mailSubject(
        opts.firmName,
        opts.reminder ? 'a message is waiting for your reply' : 'new message',
        opts.companyName,
      ),
      lead: [lead, ...(opts.hideText ? [] : [opts.text])],
      action: { label: 'Read and reply', url: opts.link },
    }),
    sms: `${lead}${opts.hideText ? '' : ` "${previewText(opts.text, 120)}"`} Reply: ${opts.link}`,
  };
}

/**
 * The job behind NOTIFY_CLIENTS_JOB (and auto-remind): each client in the conversation gets the message
 * by email or SMS, with a link straight back to it (by email, for a client who has never signed in, an
 * arrival link that lets them choose how to sign in and then opens the conversation: issue 21 §2). A
 * message unsent or deleted meanwhile sends nothing.
 */
export async function notifyClients(
  deps: { db: Db; mailer: Mailer; sms: SmsSender; config: Config; clock: Clock },
  messageId: number,
  /** Auto-remind's count for this message (1, 2, ...); left out for the message's own notice. */
  reminderRound?: number,
) {
  const reminder = reminderRound !== undefined;
  const [row] = await deps.db
    .select({ message: messages, fname: users.fname, lname: users.lname })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.userId))
    .where(and(eq(messages.id, messageId), isNull(messages.deletedAt)))
    .limit(1);
  if (!row || !row.message.deliveredAt) return;
  const m = row.message;
  const [people, companies, firm] = await Promise.all([
    participantsOf(deps.db, m.firmId, [m.conversationId]),
    companiesOf(deps.db, m.firmId, [m.conversationId]),
    findFirm(deps.db, m.firmId),
  ]);
  const active = companies.filter((c) => !c.inactive);
  if (!active.length) return;
  const off = await ownersWithNotificationsOff(
    deps.db,
    m.firmId,
    active.map((c) => c.id),
  );
  const clients = people.filter(
    (p) =>
      !p.isAdvisor && p.userId !== m.userId && (!p.visibleFrom || p.visibleFrom <= m.createdAt) && !off.has(p.userId),
  );
  const path = `/inbox/${active[0]!.hashId}/${m.conversationId}`;
  for (const client of clients) {
    const preferences = userPreferencesSchema.parse(client.preferences ?? {});
    const bySms = client.preferredContactMethod === 'sms' && !!client.phoneNumber;
    if (!bySms && (!client.email || preferences.has_temp_email)) continue;
    const link = bySms
      ? `${deps.config.publicUrl}${path}`
      : await clientArrivalLink(
          { db: deps.db, clock: deps.clock, publicUrl: deps.config.publicUrl },
          m.firmId,
          client.userId,
          path,
        );
    const notice = clientNotice({
      firmName: firm?.name ?? 'Your firm',
      companyName: active[0]!.name,
      senderName: row.fname ? `${row.fname} ${row.lname}` : 'Your firm',
      text: m.plainText,
      link,
      hideText: preferences.hide_conversation_in_email,
      reminder,
    });
    // Each client is told once per notice, however often the job runs (issue 36 §1).
    const key = `message-notice:${m.id}:${reminder ? `reminder-${reminderRound}` : 'new'}:user:${client.userId}`;
    await onceEffect(deps.db, key, () =>
      bySms
        ? deps.sms.send({ to: `+1${client.phoneNumber}`, body: notice.sms })
        : deps.mailer.send({
            firmId: m.firmId,
            to: client.email!,
            subject: notice.subject,
            text: notice.text,
            action: notice.action,
            messageId: effectMessageId(key, deps.config.publicUrl),
          }),
    );
  }
}

/** Sends a scheduled message whose time has come (a job runs at the time; a cron sweeps for any missed). */
export async function deliverScheduled(deps: DeliveryDeps, messageId: number) {
  const now = deps.clock.now();
  const delivered = await deps.db.transaction(async (tx) => {
    const [m] = await tx
      .update(messages)
      .set({ deliveredAt: now, createdAt: now })
      .where(
        and(
          eq(messages.id, messageId),
          isNull(messages.deliveredAt),
          isNull(messages.deletedAt),
          lte(messages.scheduledTime, now),
        ),
      )
      .returning();
    if (!m) return null;
    await recordDelivery(tx, m, now);
    const [author] = await tx
      .select({ isAdvisor: users.isAdvisor })
      .from(users)
      .where(eq(users.id, m.userId ?? 0));
    const fromFirm = author?.isAdvisor ?? true;
    if (fromFirm) await queueClientNotice(tx, deps, m, true);
    return { m, fromFirm };
  });
  if (!delivered) return;
  await afterDelivery(deps, delivered.m, delivered.fromFirm);
}

/** The ids of scheduled messages that are due (for the sweeping cron). */
export async function dueScheduled(db: DbOrTx, now: Date) {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(isNull(messages.deliveredAt), isNull(messages.deletedAt), lte(messages.scheduledTime, now)))
    .limit(500);
  return rows.map((r) => r.id);
}
