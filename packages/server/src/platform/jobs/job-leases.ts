/**
 * Leases on running jobs (issue 36 §1). pg-boss marks a job `active` when a worker takes it and, by itself, looks
 * again only after the job's whole expiry (15 minutes): work a process was doing when it died waited that long. Here
 * a running job holds a short lease that its worker renews while the handler runs; a job whose lease ran out belongs
 * to a process that is gone (or frozen), and any process puts it back in the queue.
 *
 * The lease lives in a table of the job queue's own schema, beside pg-boss's (its writes are the queue's, not the
 * portal's data: they move no write clock and announce nothing to other processes). A job taken but not leased yet
 * (its process died between the two statements) counts as leased from when it started.
 */

/** Runs SQL on the job queue's connection (pg-boss's pool, or PGlite outside the write clock). */
export type QueueSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export const LEASE_TABLE = 'pgboss.portal_lease';

/**
 * How many times a job may be taken back from a process that died, beyond its own retries: a job that kills its
 * process each time (a poison message) stops after that and shows as failed, instead of crashing every restart.
 */
export const CRASH_RETRIES = 2;

export const LOST_MESSAGE = 'The process running this job stopped before it finished';

export async function createLeaseTable(run: QueueSql) {
  await run(
    `CREATE TABLE IF NOT EXISTS ${LEASE_TABLE} (id uuid PRIMARY KEY, name text NOT NULL, expires_at timestamptz NOT NULL)`,
  ).catch(async (err: unknown) => {
    // Two processes starting at once: the other made it first.
    const exists = await run(`SELECT to_regclass('${LEASE_TABLE}') AS t`);
    if (!exists.rows[0]?.t) throw err;
  });
}

/** Takes or renews a job's lease for `seconds` from now. */
export const holdLease = (run: QueueSql, job: { id: string; name: string }, seconds: number) =>
  run(
    `INSERT INTO ${LEASE_TABLE} (id, name, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))
     ON CONFLICT (id) DO UPDATE SET expires_at = excluded.expires_at`,
    [job.id, job.name, seconds],
  );

export const releaseLease = (run: QueueSql, id: string) => run(`DELETE FROM ${LEASE_TABLE} WHERE id = $1`, [id]);

/**
 * Puts back every active job whose lease ran out (or, with `all`, every active job: on the embedded database only
 * one process can hold the data, so at start whatever is active was left by a process that died). Each is queued
 * again at once, without its retry delay; past CRASH_RETRIES it fails with LOST_MESSAGE. Answers the jobs put back.
 */
export async function takeBackLostJobs(
  run: QueueSql,
  opts: { all: boolean; leaseSeconds: number },
): Promise<{ name: string; id: string; state: string }[]> {
  const { rows } = await run(
    `WITH lost AS (
       SELECT j.name, j.id FROM pgboss.job j
       WHERE j.state = 'active'
         AND ($1::boolean OR coalesce(
           (SELECT l.expires_at FROM ${LEASE_TABLE} l WHERE l.id = j.id),
           j.started_on + make_interval(secs => $2)
         ) < now())
       FOR UPDATE SKIP LOCKED
     ), released AS (
       DELETE FROM ${LEASE_TABLE} l USING lost WHERE l.id = lost.id
     )
     UPDATE pgboss.job j SET
       state = CASE WHEN j.retry_count < j.retry_limit + ${CRASH_RETRIES} THEN 'retry' ELSE 'failed' END::pgboss.job_state,
       start_after = now(),
       completed_on = CASE WHEN j.retry_count < j.retry_limit + ${CRASH_RETRIES} THEN NULL ELSE now() END,
       output = jsonb_build_object('message', $3::text)
     FROM lost WHERE j.name = lost.name AND j.id = lost.id
     RETURNING j.name, j.id, j.state::text AS state`,
    [opts.all, opts.leaseSeconds, LOST_MESSAGE],
  );
  // Leases of jobs that finished while their process died after the handler, before the release.
  await run(`DELETE FROM ${LEASE_TABLE} WHERE expires_at < now() - interval '1 hour'`);
  return rows as { name: string; id: string; state: string }[];
}
