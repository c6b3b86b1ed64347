import { LEASE_TABLE, type QueueSql } from './job-leases.ts';

/** One queue as the health report shows it (issue 36 §5): enough for an operator to see stuck work. */
export interface QueueStats {
  name: string;
  /** Due and not taken yet (a retry counts once its delay is over). */
  waiting: number;
  oldestWaitingSeconds: number | null;
  active: number;
  oldestActiveSeconds: number | null;
  /** Active but no longer leased: their process stopped and they go back to the queue at the next look. */
  lost: number;
  failedLastHour: number;
  lastCompletedAt: string | null;
}

const seconds = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v)));

/**
 * Every queue, with what waits, runs and failed in the last hour, and its last completion (pg-boss moves finished
 * jobs to its archive after 12 hours; the archive's last two days are read too).
 */
export async function queueStats(run: QueueSql, leaseSeconds: number): Promise<QueueStats[]> {
  const { rows } = await run(
    `WITH live AS (
       SELECT j.name,
         count(*) FILTER (WHERE j.state < 'active' AND j.start_after <= now()) AS waiting,
         extract(epoch FROM now() - min(j.start_after) FILTER (WHERE j.state < 'active' AND j.start_after <= now())) AS oldest_waiting,
         count(*) FILTER (WHERE j.state = 'active') AS active,
         extract(epoch FROM now() - min(j.started_on) FILTER (WHERE j.state = 'active')) AS oldest_active,
         count(*) FILTER (WHERE j.state = 'active' AND coalesce(
           (SELECT l.expires_at FROM ${LEASE_TABLE} l WHERE l.id = j.id), j.started_on + make_interval(secs => $1)
         ) < now()) AS lost,
         count(*) FILTER (WHERE j.state = 'failed' AND j.completed_on > now() - interval '1 hour') AS failed,
         max(j.completed_on) FILTER (WHERE j.state = 'completed') AS completed
       FROM pgboss.job j GROUP BY j.name
     ),
     archived AS (
       SELECT name, max(completed_on) AS completed FROM pgboss.archive
       WHERE state = 'completed' AND archived_on > now() - interval '2 days' GROUP BY name
     )
     SELECT q.name, l.waiting, l.oldest_waiting, l.active, l.oldest_active, l.lost, l.failed,
       greatest(l.completed, a.completed) AS completed
     FROM pgboss.queue q
     LEFT JOIN live l ON l.name = q.name
     LEFT JOIN archived a ON a.name = q.name
     ORDER BY q.name`,
    [leaseSeconds],
  );
  return rows.map((r) => ({
    name: String(r.name),
    waiting: Number(r.waiting ?? 0),
    oldestWaitingSeconds: seconds(r.oldest_waiting),
    active: Number(r.active ?? 0),
    oldestActiveSeconds: seconds(r.oldest_active),
    lost: Number(r.lost ?? 0),
    failedLastHour: Number(r.failed ?? 0),
    lastCompletedAt: r.completed ? new Date(r.completed as string).toISOString() : null,
  }));
}
