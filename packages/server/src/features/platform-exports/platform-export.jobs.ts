import type { AppDeps } from '../../app-deps.ts';
import { builtInAdapters, type PlatformAdapters } from './platform-adapter.ts';
import { PLATFORM_EXPORT_JOB, runPlatformExport, type PlatformExportJob } from './platform-export.ts';

/** The background job that makes and sends an export to platforms, to the built-in drop folders unless told. */
export async function registerPlatformExportJobs(deps: AppDeps, adapters?: PlatformAdapters): Promise<void> {
  const to = adapters ?? builtInAdapters(deps.config.platformExportDir);
  await deps.jobs.define<PlatformExportJob>(PLATFORM_EXPORT_JOB, (data) =>
    runPlatformExport(
      { db: deps.database.db, storage: deps.storage, realtime: deps.realtime, adapters: to, clock: deps.clock },
      data,
    ),
  );
}
