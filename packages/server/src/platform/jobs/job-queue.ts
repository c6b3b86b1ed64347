import PgBoss from 'pg-boss';
import type { Database } from '../../db/client.ts';

export interface JobOptions {
  /** Attempts after the first; failures back off exponentially from retryDelaySeconds. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  startAfter?: Date;
  singletonKey?: string;
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
  define<T extends object>(name: string, handler: JobHandler<T>, defaults?: JobOptions): Promise<void>;
  send<T extends object>(name: string, data: T, opts?: JobOptions): Promise<string | null>;
  schedule<T extends object>(name: string, cron: string, data?: T, tz?: string): Promise<void>;
  getJob(name: string, id: string): Promise<JobRecord | null>;
  check(): Promise<void>;
}

export interface JobQueueOptions {
  pollingIntervalSeconds?: number;
  cronMonitorIntervalSeconds?: number;
  /** Run workers and cron in this process; a process can also only enqueue. */
  work?: boolean;
  onError?: (err: Error) => void;
}

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
    supervise: work,
    cronMonitorIntervalSeconds: opts.cronMonitorIntervalSeconds ?? 30,
    cronWorkerIntervalSeconds: opts.cronMonitorIntervalSeconds ?? 5,
  });
  boss.on('error', (err) => opts.onError?.(err));
  const queues = new Set<string>();
  /** This process's worker of each queue, woken when a job is queued here (see send). */
  const workers = new Map<string, string>();
  let started = false;

  async function ensureQueue(name: string, defaults: JobOptions = {}) {
    if (queues.has(name)) return;
    const existing = await boss.getQueue(name);
    if (!existing) {
      const retry = { ...DEFAULT_RETRY, ...defaults };
      await boss.createQueue(name, {
        name,
        retryLimit: retry.retryLimit,
        retryDelay: retry.retryDelaySeconds,
        retryBackoff: true,
      });
    }
    queues.add(name);
  }

  return {
    async start() {
      if (started) return;
      await boss.start();
      started = true;
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
    async define(name, handler, defaults) {
      await ensureQueue(name, defaults);
      if (!work) return;
      const workerId = await boss.work<never>(
        name,
        { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2, includeMetadata: true },
        async (jobs) => {
          for (const job of jobs) {
            await handler(job.data as Parameters<typeof handler>[0], { id: job.id, retryCount: job.retryCount });
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
      const worker = workers.get(name);
      if (id && worker && !o.startAfter) boss.notifyWorker(worker);
      return id;
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
  };
}
