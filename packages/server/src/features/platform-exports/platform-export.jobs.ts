import type { AppDeps } from '../../app-deps.ts';
import { createS3Client, S3FileStorage } from '../../platform/storage/s3-file-storage.ts';
import { builtInAdapters, type PlatformAdapters } from './platform-adapter.ts';
import { PLATFORM_EXPORT_JOB, runPlatformExport, type PlatformExportJob } from './platform-export.ts';

/** The built-in drop target the configuration names: a bucket (with the S3_* settings) or a folder. */
export function configuredAdapters(config: AppDeps['config']): PlatformAdapters {
  const bucket = config.PLATFORM_EXPORT_S3_BUCKET;
  if (bucket) return builtInAdapters({ storage: new S3FileStorage(createS3Client(config), bucket) });
  return builtInAdapters({ dir: config.platformExportDir });
}

/** The background job that makes and sends an export to platforms, to the built-in drop target unless told. */
export async function registerPlatformExportJobs(deps: AppDeps, adapters?: PlatformAdapters): Promise<void> {
  const to = adapters ?? configuredAdapters(deps.config);
  await deps.jobs.define<PlatformExportJob>(PLATFORM_EXPORT_JOB, (data) =>
    runPlatformExport(
      { db: deps.database.db, storage: deps.storage, realtime: deps.realtime, adapters: to, clock: deps.clock },
      data,
    ),
  );
}
