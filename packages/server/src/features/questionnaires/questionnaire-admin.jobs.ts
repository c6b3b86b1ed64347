import type { AppDeps } from '../../app-deps.ts';
import { EXPORT_QUESTIONNAIRES_JOB, runQuestionnaireExport } from './questionnaire-export.ts';
import {
  reminderDeps,
  REMINDERS_JOB,
  SEND_REMINDER_JOB,
  sendClaimedReminder,
  sendDueQuestionnaireReminders,
  type ReminderJob,
} from './reminders.service.ts';
import { runSendBatch } from './send-batch.ts';
import { runDueSchedules, SEND_SCHEDULES_JOB } from './send-schedules.ts';
import { SEND_BATCH_JOB } from './send.service.ts';

/** Background jobs of the firm's questionnaire work: sends, schedules, reminders and exports. */
export async function registerQuestionnaireJobs(deps: AppDeps): Promise<void> {
  const db = deps.database.db;
  await deps.jobs.define<{ batchId: number }>(SEND_BATCH_JOB, (data) =>
    runSendBatch({ db, mailer: deps.mailer, sms: deps.sms, config: deps.config, clock: deps.clock }, data.batchId),
  );
  await deps.jobs.define(SEND_SCHEDULES_JOB, () => runDueSchedules({ db, jobs: deps.jobs }, deps.clock.now()));
  await deps.jobs.schedule(SEND_SCHEDULES_JOB, '7 * * * *');
  // Reminders go out before 10:00 UTC (spec 001 §4), so an hourly sweep reaches each of them in time.
  await deps.jobs.define(REMINDERS_JOB, async () => {
    await sendDueQuestionnaireReminders(reminderDeps(deps), deps.clock.now());
  });
  await deps.jobs.schedule(REMINDERS_JOB, '5 * * * *');
  await deps.jobs.define<ReminderJob>(
    SEND_REMINDER_JOB,
    async (data) => {
      await sendClaimedReminder(reminderDeps(deps), data);
    },
    { retryLimit: 3 },
  );
  // A process that was down when a schedule or a reminder came due catches up on start, not at the next hour.
  await deps.jobs.send(SEND_SCHEDULES_JOB, {}, { singletonKey: 'startup' });
  await deps.jobs.send(REMINDERS_JOB, {}, { singletonKey: 'startup' });
  await deps.jobs.define<Parameters<typeof runQuestionnaireExport>[1]>(EXPORT_QUESTIONNAIRES_JOB, (data) =>
    runQuestionnaireExport({ db, storage: deps.storage, realtime: deps.realtime }, data),
  );
}
