import type { AppDeps } from '../../app-deps.ts';
import { runSendBatch } from './send-batch.ts';
import { SEND_BATCH_JOB } from './send-queue.ts';
import { runDueSchedules, SEND_SCHEDULES_JOB } from './send-schedules.ts';

/** Background jobs of the firm's sends: each batch, and the hourly sweep of scheduled sends. */
export async function registerSendJobs(deps: AppDeps): Promise<void> {
  const db = deps.database.db;
  await deps.jobs.define<{ batchId: number }>(SEND_BATCH_JOB, (data) =>
    runSendBatch({ db, mailer: deps.mailer, sms: deps.sms, config: deps.config, clock: deps.clock }, data.batchId),
  );
  await deps.jobs.define(SEND_SCHEDULES_JOB, () => runDueSchedules({ db, jobs: deps.jobs }, deps.clock.now()));
  await deps.jobs.schedule(SEND_SCHEDULES_JOB, '7 * * * *');
  // A process that was down when a schedule came due catches up on start, not at the next hour.
  await deps.jobs.send(SEND_SCHEDULES_JOB, {}, { singletonKey: 'startup' });
}
