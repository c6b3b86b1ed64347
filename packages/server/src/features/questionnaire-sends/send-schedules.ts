import { and, eq, isNull, lte } from 'drizzle-orm';
import { nextSendDate, utcDay, type SendQuestionnairesInput } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { questionnaireSendSchedules, users } from '../../db/schema/index.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { queueBatch, resolveRecipients } from './send-queue.ts';

export const SEND_SCHEDULES_JOB = 'questionnaires.run-due-schedules';

/**
 * Runs every scheduled send whose day has come (spec 001 §4 scheduled and recurring sends): each run makes
 * a batch for the entities it reaches that day (new entities of a chosen type included) and moves the
 * schedule to its next day, or ends it. Claiming the run by moving next_send_date first means two
 * processes sweeping at once never send twice. A schedule missed for several periods sends once.
 */
export async function runDueSchedules(deps: { db: Db; jobs: JobQueue }, now: Date) {
  const today = utcDay(now);
  const due = await deps.db
    .select()
    .from(questionnaireSendSchedules)
    .where(and(lte(questionnaireSendSchedules.nextSendDate, today), isNull(questionnaireSendSchedules.cancelledAt)))
    .limit(500);
  for (const s of due) await runSchedule(deps, s, today);
}

type ScheduleRow = typeof questionnaireSendSchedules.$inferSelect;

/** One run of a schedule, if this process claims it; returns the batch it made. */
export async function runSchedule(deps: { db: Db; jobs: JobQueue }, s: ScheduleRow, today: string) {
  const runDay = s.nextSendDate;
  if (runDay === null || runDay > today) return null;
  // The claim of the day and the batch with its job commit together (the outbox, issue 36 §1): a crash between
  // them can no longer skip a scheduled send.
  return deps.db.transaction((tx) => claimAndQueue({ db: tx as unknown as Db, jobs: deps.jobs }, s, runDay, today));
}

async function claimAndQueue(deps: { db: Db; jobs: JobQueue }, s: ScheduleRow, runDay: string, today: string) {
  let next = nextSendDate(s.frequency, runDay, s.anchorDate);
  while (next !== null && next <= today) next = nextSendDate(s.frequency, next, s.anchorDate);
  const claimed = await deps.db
    .update(questionnaireSendSchedules)
    .set({ nextSendDate: next, lastSentOn: today })
    .where(and(eq(questionnaireSendSchedules.id, s.id), eq(questionnaireSendSchedules.nextSendDate, runDay)))
    .returning({ id: questionnaireSendSchedules.id });
  if (!claimed.length) return null;
  const input = s.payload as SendQuestionnairesInput;
  const [owner] = s.userId
    ? await deps.db
        .select({
          firmAccess: users.firmAccess,
          groupId: users.groupId,
          isAdvisor: users.isAdvisor,
          deletedAt: users.deletedAt,
        })
        .from(users)
        .where(eq(users.id, s.userId))
    : [];
  // A schedule acts with its creator's reach: once they are gone or no longer staff, it stops.
  if (!owner || owner.deletedAt || !owner.isAdvisor) {
    await deps.db
      .update(questionnaireSendSchedules)
      .set({ nextSendDate: null, cancelledAt: new Date() })
      .where(eq(questionnaireSendSchedules.id, s.id));
    return null;
  }
  const companyIds = await resolveRecipients(
    deps.db,
    { firmId: s.firmId, firmAccess: owner.firmAccess, groupId: owner.groupId },
    input,
    { lenient: true },
  );
  return queueBatch(deps, {
    firmId: s.firmId,
    userId: s.userId,
    scheduleId: s.id,
    payload: { ...input, resolved_company_ids: companyIds },
    sendDate: today,
  });
}
