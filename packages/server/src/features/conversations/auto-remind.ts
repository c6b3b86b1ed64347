import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { autoReminderDue, type Clock } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { messages, users } from '../../db/schema/index.ts';
import { NOTIFY_CLIENTS_JOB, type NotifyClientsJob } from './message-delivery.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';

export const AUTO_REMIND_JOB = 'messages.auto-remind';

/**
 * Auto-remind (spec 000 §9): while a client has not replied after a firm message marked for it, they
 * are reminded every 3 days for a month. A reply, a deletion or the month's end stops it.
 */
export async function sendDueReminders(deps: { db: Db; clock: Clock; jobs: Pick<JobQueue, 'sendWithin' | 'wake'> }) {
  const now = deps.clock.now();
  const waiting = await deps.db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      deliveredAt: messages.deliveredAt,
      remindersSent: messages.remindersSent,
    })
    .from(messages)
    .where(and(eq(messages.hasReminder, true), isNull(messages.deletedAt), isNotNull(messages.deliveredAt)))
    .limit(1000);
  for (const m of waiting) {
    const due = autoReminderDue(m.deliveredAt!, m.remindersSent, now);
    const [reply] = await deps.db
      .select({ id: messages.id })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.userId))
      .where(
        and(
          eq(messages.conversationId, m.conversationId),
          eq(users.isAdvisor, false),
          isNotNull(messages.deliveredAt),
          gt(messages.createdAt, m.deliveredAt!),
        ),
      )
      .limit(1);
    if (due === null || reply) {
      await deps.db.update(messages).set({ hasReminder: false }).where(eq(messages.id, m.id));
      continue;
    }
    if (!due) continue;
    // Counted, and its notice queued, in one transaction (the outbox): a second run finds it counted and does not
    // remind twice, and a crash after the count still leaves the notice to go out.
    const queued = await deps.db.transaction(async (tx) => {
      const [counted] = await tx
        .update(messages)
        .set({ remindersSent: sql`${messages.remindersSent} + 1` })
        .where(and(eq(messages.id, m.id), eq(messages.remindersSent, m.remindersSent)))
        .returning({ round: messages.remindersSent });
      if (counted)
        await deps.jobs.sendWithin(tx, NOTIFY_CLIENTS_JOB, {
          messageId: m.id,
          reminderRound: counted.round,
        } satisfies NotifyClientsJob);
      return !!counted;
    });
    if (queued) deps.jobs.wake(NOTIFY_CLIENTS_JOB);
  }
}
