import type { AppDeps } from './app-deps.ts';
import { IMPORT_JOB, runImport } from './features/imports/client-list-import.service.ts';

/** Every feature's background jobs and schedules, registered once the queue runs. */
export async function registerJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.define<{ olderThanDays: number }>('sessions.purge-expired', async () => {
    await deps.database.executeSql(
      "delete from sessions where expires_at < now() - interval '7 days' or revoked_at < now() - interval '7 days'",
    );
  });
  await deps.jobs.schedule('sessions.purge-expired', '17 3 * * *', { olderThanDays: 7 });
  await deps.jobs.define<{ importId: number; firmGroupId: number | null }>(IMPORT_JOB, (data) =>
    runImport(deps.database.db, data.importId, data.firmGroupId),
  );
}
