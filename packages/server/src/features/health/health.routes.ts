import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';

const componentSchema = z.object({ ok: z.boolean(), kind: z.string(), error: z.string().optional() });
const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: componentSchema,
  storage: componentSchema,
  jobs: componentSchema,
});

async function probe(kind: string, check: () => Promise<unknown>) {
  try {
    await check();
    return { ok: true, kind };
  } catch (err) {
    return { ok: false, kind, error: (err as Error).message };
  }
}

/** GET /api/health: database, storage and job queue status, and which database is in use. */
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
        const [database, storage, jobs] = await Promise.all([
          probe(deps.database.kind, () => deps.database.executeSql('select 1')),
          probe(deps.storage.kind, () => deps.storage.check()),
          probe('pg-boss', () => deps.jobs.check()),
        ]);
        const ok = database.ok && storage.ok && jobs.ok;
        return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database, storage, jobs });
      },
    );
  };
