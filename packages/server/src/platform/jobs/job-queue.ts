import PgBoss from 'pg-boss';
import type { Database, DbOrTx } from '../../db/client.ts';
import { createLeaseTable, holdLease, releaseLease, takeBackLostJobs, type QueueSql } from './job-leases.ts';
import { positionalSql } from './positional-sql.ts';
import { queueStats, type QueueStats } from './queue-stats.ts';

export interface JobOptions {
  /** Attempts after the first; failures back off exponentially from retryDelaySeconds. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  startAfter?: Date;
  singletonKey?: string;
}

export interface QueueOptions extends JobOptions {
  /**
   * How long a running job of this queue stays its worker's without a word from it (renewed every third of it
   * while the handler runs): when its process dies, the job is queued again within this, plus the next look
   * (every `rescueIntervalSeconds`) and a poll.
   */
  leaseSeconds?: number;
}

export type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;

export interface JobRecord {
  id: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  retryCount: number;
  output: unknown;
}

/** Background jobs on the application's own database (ARCHITECTURE: pg-boss, SKIP LOCKED across processes). */
export interface JobQueue {
  start(): Promise<void>;
  stop(): Promise<void>;
  define<T extends object>(name: string, handler: JobHandler<T>, defaults?: QueueOptions): Promise<void>;
  send<T extends object>(name: string, data: T, opts?: JobOptions): Promise<string | null>;
  /**
   * Queues a job inside the caller's transaction (the outbox, issue 36 §1): the job exists exactly when the change
   * it follows committed, never one without the other. Call `wake(name)` after the commit so it starts at once.
   */
  sendWithin<T extends object>(tx: DbOrTx, name: string, data: T, opts?: JobOptions): Promise<string | null>;
  /** Starts this process's worker of `name` now rather than at its next poll (after a commit that queued a job). */
  wake(name: string): void;
  schedule<T extends object>(name: string, cron: string, data?: T, tz?: string): Promise<void>;
  getJob(name: string, id: string): Promise<JobRecord | null>;
  check(): Promise<void>;
  /** Per queue: what waits and for how long, what runs, what failed lately (the health report). */
  stats(): Promise<QueueStats[]>;
  /** Jobs of `name` not finished yet (waiting, to retry or running). */
  pending(name: string): Promise<number>;
}

export interface JobQueueOptions {
  pollingIntervalSeconds?: number;
  cronMonitorIntervalSeconds?: number;
  /** Run workers and cron in this process; a process can also only enqueue. */
  work?: boolean;
  onError?: (err: Error) => void;
  /** A running job's lease unless its queue says otherwise (QueueOptions.leaseSeconds). */
  leaseSeconds?: number;
  /** How often this process looks for jobs whose lease ran out and queues them again. */
  rescueIntervalSeconds?: number;
  /**
   * At start, every active job was left by a process that died: true only where one process alone holds the data
   * (the embedded database, whose DATA_DIR the running portal locks).
   */
  takeOverAtStart?: boolean;
}

/** A job's lease by default: with a look every 10 s and a 2 s poll, a dead process's job runs again within 45 s. */
export const DEFAULT_LEASE_SECONDS = 30;
const DEFAULT_RESCUE_INTERVAL_SECONDS = 10;
/** pg-boss's own archiving and deleting of old jobs (its supervisor is off: the rescue replaces its expiry). */
const MAINTENANCE_INTERVAL_MS = 120_000;

const DEFAULT_RETRY: Required<Pick<JobOptions, 'retryLimit' | 'retryDelaySeconds'>> = {
  retryLimit: 5,
  retryDelaySeconds: 10,
};

/** pg-boss checks every key it is given, so options left unset are left out rather than sent as undefined. */
const toPgBoss = (o: JobOptions): PgBoss.SendOptions => {
  const options: PgBoss.SendOptions = {
    retryLimit: o.retryLimit,
    retryDelay: o.retryDelaySeconds,
    retryBackoff: o.retryLimit !== undefined || o.retryDelaySeconds !== undefined ? true : undefined,
    startAfter: o.startAfter,
    singletonKey: o.singletonKey,
  };
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as PgBoss.SendOptions;
};

const newQueue = (name: string, defaults: JobOptions = {}) => {
  const retry = { ...DEFAULT_RETRY, ...defaults };
  return {
    name,
    policy: 'standard' as const,
    retryLimit: retry.retryLimit,
    retryDelay: retry.retryDelaySeconds,
    retryBackoff: true,
  };
};

/** Any constant: the advisory lock under which this portal's processes make pg-boss queues one at a time. */
const CREATE_QUEUE_LOCK = 4_170_036_125;
const sqlText = (s: string) => `'${s.replaceAll("'", "''")}'`;

/**
 * pg-boss's create_queue adds a partition with its keys to the shared job table: two processes making queues at
 * once (a second portal starting while the first runs) can deadlock, and PostgreSQL then cancels one of them. So
 * queues are made one at a time under an advisory lock, in one statement that is its own transaction, and a
 * deadlock with other work on the job table is tried again.
 */
async function createQueue(sql: QueueSql, name: string, options: ReturnType<typeof newQueue>) {
  const statement =
    `DO $create$ BEGIN PERFORM pg_advisory_xact_lock(${CREATE_QUEUE_LOCK}); ` +
    `PERFORM pgboss.create_queue(${sqlText(name)}, ${sqlText(JSON.stringify(options))}::json); END $create$`;
  for (let attempt = 1; ; attempt++) {
    try {
      await sql(statement);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== DEADLOCK_DETECTED || attempt >= 5) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
const DEADLOCK_DETECTED = '40P01';

export function createJobQueue(database: Database, opts: JobQueueOptions = {}): JobQueue {
  const work = opts.work ?? true;
  const boss = new PgBoss({
    // PGlite has one connection, so pg-boss runs through our executeSql adapter; a server gets a pool of its own.
    // pg-boss's statements touch its own tables only: they leave the write clock (and what it keeps) as it was.
    ...(database.kind === 'pglite'
      ? {
          db: {
            executeSql: (text: string, values: unknown[]) =>
              database.executeSql(text, values, { outsideWriteClock: true }),
          },
        }
      : { connectionString: database.connectionString, max: 4 }),
    schema: 'pgboss',
    schedule: work,
    // pg-boss would fail a job 15 minutes after it started (its expiry) and retry it only within its retry limit;
    // the leases below take a dead process's jobs back within a minute instead, and run its archiving themselves.
    supervise: false,
    cronMonitorIntervalSeconds: opts.cronMonitorIntervalSeconds ?? 30,
    cronWorkerIntervalSeconds: opts.cronMonitorIntervalSeconds ?? 5,
  });
  boss.on('error', (err) => opts.onError?.(err));
  const queues = new Set<string>();
  /** This process's worker of each queue, woken when a job is queued here (see send). */
  const workers = new Map<string, string>();
  let started = false;
  const defaultLease = opts.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  const timers: NodeJS.Timeout[] = [];
  /** The queue's own statements: PGlite outside the write clock, a server through pg-boss's pool. */
  const queueSql: QueueSql = (text, values) =>
    database.kind === 'pglite'
      ? database.executeSql(text, values ?? [], { outsideWriteClock: true })
      : (boss.getDb() as { executeSql: QueueSql }).executeSql(text, values);
  const report = (err: unknown) => opts.onError?.(err instanceof Error ? err : new Error(String(err)));

  async function rescue(all = false) {
    try {
      const back = await takeBackLostJobs(queueSql, { all, leaseSeconds: defaultLease });
      for (const name of new Set(back.map((j) => j.name))) {
        const worker = workers.get(name);
        if (worker) boss.notifyWorker(worker);
      }
    } catch (err) {
      if (started) report(err);
    }
  }

  /** Runs a handler under its lease, renewed every third of it, released when it ends either way. */
  async function leased<T>(job: { id: string; name: string }, seconds: number, run: () => Promise<T>): Promise<T> {
    await holdLease(queueSql, job, seconds);
    const renew = setInterval(
      () => void holdLease(queueSql, job, seconds).catch(report),
      Math.max(1000, (seconds * 1000) / 3),
    );
    try {
      return await run();
    } finally {
      clearInterval(renew);
      await releaseLease(queueSql, job.id).catch(report);
    }
  }

  async function ensureQueue(name: string, defaults: JobOptions = {}) {
    if (queues.has(name)) return;
    const existing = await boss.getQueue(name);
    if (!existing) await createQueue(queueSql, name, newQueue(name, defaults));
    queues.add(name);
  }

  return {
    async start() {
      if (started) return;
      await boss.start();
      await createLeaseTable(queueSql);
      started = true;
      if (!work) return;
      // Before any worker takes a job: what the previous run left active is queued again now.
      if (opts.takeOverAtStart) await rescue(true);
      const every = (opts.rescueIntervalSeconds ?? DEFAULT_RESCUE_INTERVAL_SECONDS) * 1000;
      timers.push(setInterval(() => void rescue(), every));
      timers.push(
        setInterval(() => {
          void (async () => {
            await (boss as unknown as { archive(): Promise<void> }).archive();
            await (boss as unknown as { drop(): Promise<void> }).drop();
          })().catch(report);
        }, MAINTENANCE_INTERVAL_MS),
      );
      for (const t of timers) t.unref();
    },
    async stop() {
      if (!started) return;
      started = false;
      for (const t of timers.splice(0)) clearInterval(t);
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
    async define(name, handler, defaults = {}) {
      await ensureQueue(name, defaults);
      if (!work) return;
      const lease = defaults.leaseSeconds ?? defaultLease;
      const workerId = await boss.work<never>(
        name,
        { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2, includeMetadata: true },
        async (jobs) => {
          for (const job of jobs) {
            await leased({ id: job.id, name }, lease, () =>
              handler(job.data as Parameters<typeof handler>[0], { id: job.id, retryCount: job.retryCount }),
            );
          }
        },
      );
      workers.set(name, workerId);
    },
    async send(name, data, o = {}) {
      await ensureQueue(name);
      const id = await boss.send(name, data, toPgBoss(o));
      // A job due now starts now in this process instead of at the worker's next poll (up to 2 s later): an
      // email or a processed upload is not kept waiting. Other processes still find it by polling.
      if (id && !o.startAfter) this.wake(name);
      return id;
    },
    async sendWithin(tx, name, data, o = {}) {
      const within = { executeSql: (text: string, values: unknown[]) => tx.execute(positionalSql(text, values)) };
      if (!queues.has(name)) {
        // On PGlite nothing outside the transaction may run until it ends, so the queue is made in it (one process,
        // nothing to race); a server's is made beside it, one at a time across processes (see createQueue).
        if (database.kind === 'pglite')
          await within.executeSql('SELECT pgboss.create_queue($1, $2::json)', [name, newQueue(name)]);
        else await ensureQueue(name);
      }
      return boss.send(name, data, { ...toPgBoss(o), db: within } as PgBoss.SendOptions);
    },
    wake(name) {
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
    },
    async schedule(name, cron, data, tz) {
      await ensureQueue(name);
      await boss.schedule(name, cron, data ?? {}, { tz });
    },
    async getJob(name, id) {
      const job = await boss.getJobById(name, id);
      if (!job) return null;
      return { id: job.id, state: job.state, retryCount: job.retryCount, output: job.output };
    },
    async check() {
      if (!started) throw new Error('job queue is not running');
      await database.executeSql('select count(*) from pgboss.queue');
    },
    stats: () => queueStats(queueSql, defaultLease),
    async pending(name) {
      const { rows } = await queueSql(
        "SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state < 'completed'",
        [name],
      );
      return Number(rows[0]?.n ?? 0);
    },
  };
}
