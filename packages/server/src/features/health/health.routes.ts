import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { REMOVE_PARTIAL_UPLOADS_JOB } from '../../platform/storage/partial-uploads.ts';
import type { QueueStats } from '../../platform/jobs/queue-stats.ts';

const componentSchema = z.object({ ok: z.boolean(), kind: z.string(), error: z.string().optional() });
const queueSchema = z.object({
  name: z.string(),
  waiting: z.number().int().describe('Jobs due and not taken yet'),
  oldest_waiting_seconds: z.number().int().nullable(),
  active: z.number().int().describe('Jobs running now'),
  oldest_active_seconds: z.number().int().nullable(),
  lost: z.number().int().describe('Running jobs whose process stopped renewing their lease: queued again soon'),
  failed_last_hour: z.number().int(),
  last_completed_at: z.string().nullable(),
});
const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: componentSchema,
  storage: componentSchema,
  jobs: componentSchema.extend({
    /** Per queue (issue 36 §5): what waits and runs and for how long, and what failed in the last hour. */
    queues: z.array(queueSchema).optional(),
    /** When the hourly sweep of uploads a crash left half-written last completed. */
    partial_uploads_cleaned_at: z.string().nullable().optional(),
  }),
});

async function probe(kind: string, check: () => Promise<unknown>) {
  try {
    await check();
    return { ok: true, kind };
  } catch (err) {
    return { ok: false, kind, error: (err as Error).message };
  }
}

const presentQueue = (q: QueueStats): z.infer<typeof queueSchema> => ({
  name: q.name,
  waiting: q.waiting,
  oldest_waiting_seconds: q.oldestWaitingSeconds,
  active: q.active,
  oldest_active_seconds: q.oldestActiveSeconds,
  lost: q.lost,
  failed_last_hour: q.failedLastHour,
  last_completed_at: q.lastCompletedAt,
});

/**
 * GET /api/health: database, storage and job queue status, and which database is in use. The job queue's part
 * tells an operator whether work is stuck (issue 36 §5): per queue, the oldest waiting and running job's age, jobs
 * lost with a process that died (queued again within a minute), the failures of the last hour, and when the
 * partial-upload sweep last ran. A stuck queue does not make the portal 'degraded': it still serves requests.
 */
export const healthRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        schema: { tags: ['platform'], response: { 200: healthSchema, 503: healthSchema } },
        config: { rateLimit: false },
      },
      async (_req, reply) => {
        let queues: QueueStats[] | undefined;
        const [database, storage, jobs] = await Promise.all([
          probe(deps.database.kind, () => deps.database.executeSql('select 1')),
          probe(deps.storage.kind, () => deps.storage.check()),
          probe('pg-boss', async () => {
            await deps.jobs.check();
            queues = await deps.jobs.stats();
          }),
        ]);
        const ok = database.ok && storage.ok && jobs.ok;
        return reply.status(ok ? 200 : 503).send({
          status: ok ? 'ok' : 'degraded',
          database,
          storage,
          jobs: {
            ...jobs,
            ...(queues
              ? {
                  queues: queues.map(presentQueue),
                  partial_uploads_cleaned_at:
                    queues.find((q) => q.name === REMOVE_PARTIAL_UPLOADS_JOB)?.lastCompletedAt ?? null,
                }
              : {}),
          },
        });
      },
    );
  };
