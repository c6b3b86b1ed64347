import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { fixedClock, systemClock, type Clock } from '@portal/domain';
import { buildApp } from '../app.ts';
import type { AppDeps } from '../app-deps.ts';
import { loadConfig } from '../config.ts';
import { createDeps } from '../create-deps.ts';
import { logSerializers } from '../http/log-serializers.ts';
import type { JobQueueOptions } from '../platform/jobs/job-queue.ts';
import { testDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock | 'fixed';
  startJobs?: boolean;
  jobs?: JobQueueOptions;
  /** Keep every log line (requests and background work, debug level and up) here, as the portal would write it. */
  logs?: string[];
}

/** The real app on the worker's shared database, with its own DATA_DIR (files, outbox). */
export async function buildTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-test-'));
  const database = await testDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    DATABASE_URL: database.connectionString ?? '',
    ...opts.env,
  });
  const silent = { info: () => undefined, error: () => undefined };
  const logs = opts.logs;
  const logger = logs
    ? pino({ level: 'debug', serializers: logSerializers }, { write: (line: string) => logs.push(line) })
    : undefined;
  const clock = opts.clock === 'fixed' ? fixedClock('2026-03-02T15:00:00Z') : (opts.clock ?? systemClock);
  const deps = await createDeps(config, logger ?? silent, {
    database,
    clock,
    jobs: { pollingIntervalSeconds: 0.5, ...opts.jobs },
  });
  if (opts.startJobs) await deps.jobs.start();
  const app = await buildApp(deps, logger ? { logger } : {});
  await app.ready();
  return {
    app,
    deps,
    dataDir,
    async close() {
      await app.close();
      await deps.jobs.stop();
      await deps.ocr.close();
      await deps.realtime.close();
      // A message a finished request handed on may still be landing in the outbox: rm tries again (ENOTEMPTY).
      await fs.rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}
