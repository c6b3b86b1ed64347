import type { AppDeps } from '../../app-deps.ts';
import {
  reminderDeps,
  REMINDERS_JOB,
  SEND_REMINDER_JOB,
  sendClaimedReminder,
  sendDueQuestionnaireReminders,
  type ReminderJob,
} from './reminders.service.ts';

/** Background jobs of questionnaire reminders: the hourly sweep and each claimed reminder. */
export async function registerReminderJobs(deps: AppDeps): Promise<void> {
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
  // A process that was down when a reminder came due catches up on start, not at the next hour.
  await deps.jobs.send(REMINDERS_JOB, {}, { singletonKey: 'startup' });
}
