import type { Db, Tx } from '../../db/client.ts';
import type { JobOptions, JobQueue } from './job-queue.ts';

type Queue = Pick<JobQueue, 'sendWithin' | 'wake'>;

/**
 * A change and the job that follows it, in one transaction (the outbox, issue 36 §1): a crash between the commit and
 * the queuing can no longer leave a row no job will pick up (an export 'preparing' for ever, a mass email never
 * sent). The job is in pg-boss's table, written by this transaction; the worker is woken once it commits.
 * `work` answers its result and the job to queue, or null for none.
 */
export async function withJob<T>(
  deps: { db: Db | Tx; jobs: Queue },
  name: string,
  work: (tx: Tx) => Promise<{ result: T; job: object | null; opts?: JobOptions }>,
): Promise<T> {
  const { result, job } = await deps.db.transaction(async (tx) => {
    const done = await work(tx);
    if (done.job) await deps.jobs.sendWithin(tx, name, done.job, done.opts);
    return done;
  });
  if (job) deps.jobs.wake(name);
  return result;
}
