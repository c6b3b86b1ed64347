import type { AppDeps } from './app-deps.ts';
import { AUTOVACUUM_CRON, AUTOVACUUM_JOB, autovacuum } from './db/pglite-autovacuum.ts';
import { registerExportJobs } from './features/questionnaire-exports/index.ts';
import { registerPlatformExportJobs } from './features/platform-exports/index.ts';
import { registerReminderJobs } from './features/questionnaires/index.ts';
import { registerSendJobs } from './features/questionnaire-sends/index.ts';
import {
  PREPARE_SIGNATURE_REQUEST_JOB,
  prepareSignatureRequest,
  SEAL_SIGNATURE_REQUEST_JOB,
  sealSignatureRequest,
} from './features/signature-requests/index.ts';
import {
  PROCESS_TAX_RETURN_JOB,
  processTaxReturn,
  REMIND_TAX_RETURNS_JOB,
  remindDueTaxReturns,
} from './features/tax-returns/index.ts';
import {
  RESEAL_TAX_RETURN_FORMS_JOB,
  resealPendingForms,
  SEAL_TAX_RETURN_FORM_JOB,
  sealTaxReturnForm,
  REMIND_VOUCHERS_JOB,
  remindDueVouchers,
} from './features/tax-return-delivery/index.ts';
import {
  CONNECT_EXPORT_JOB,
  type ConnectExportJob,
  PROCESS_UPLOAD_JOB,
  processUpload,
  runConnectExport,
  SWEEP_STALLED_JOB,
  sweepStalledUploads,
} from './features/connect/index.ts';
import { RUN_WORKFLOW_JOB, runWorkflow, START_RUNS_JOB, startTriggeredRuns } from './features/workflows/index.ts';
import { PORTAL_EVENT_JOB, type PortalEvent } from './platform/events/portal-events.ts';
import { IMPORT_JOB, runImport } from './features/imports/client-list-import.service.ts';
import { AUTO_REMIND_JOB, sendDueReminders } from './features/conversations/auto-remind.ts';
import { MASS_EMAIL_JOB, runMassEmail } from './features/conversations/mass-email.service.ts';
import {
  EXPORT_PDF_JOB,
  makeConversationPdf,
  type PdfExportRequest,
} from './features/conversations/conversation-pdf.ts';
import {
  DELIVER_JOB,
  deliverScheduled,
  dueScheduled,
  NOTIFY_CLIENTS_JOB,
  notifyClients,
  type NotifyClientsJob,
} from './features/conversations/message-delivery.ts';
import { CHECKPOINT_EVIDENCE_JOB, checkpointAllFirms } from './features/signatures/index.ts';
import { purgeOldEffects } from './platform/jobs/job-effects.ts';
import { removeAbandonedPendingFiles } from './platform/storage/pending-files.ts';
import {
  ABANDONED_AFTER_MS,
  REMOVE_PARTIAL_UPLOADS_JOB,
  removePartialUploads,
} from './platform/storage/partial-uploads.ts';

/** Every feature's background jobs and schedules, registered once the queue runs. */
export async function registerJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.define<{ olderThanDays: number }>('sessions.purge-expired', async () => {
    await deps.database.executeSql(
      "delete from sessions where expires_at < now() - interval '7 days' or revoked_at < now() - interval '7 days'",
    );
    // What jobs did, kept well past any retry of theirs (job-effects.ts).
    await purgeOldEffects(deps.database.db, deps.clock.now());
  });
  await deps.jobs.schedule('sessions.purge-expired', '17 3 * * *', { olderThanDays: 7 });
  await deps.jobs.define<{ importId: number; firmGroupId: number | null }>(IMPORT_JOB, (data) =>
    runImport(deps.database.db, data.importId, data.firmGroupId, deps.events),
  );
  const delivery = { db: deps.database.db, jobs: deps.jobs, realtime: deps.realtime, clock: deps.clock };
  await deps.jobs.define<{ messageId: number }>(DELIVER_JOB, (data) => deliverScheduled(delivery, data.messageId));
  // A sweep for scheduled messages whose own job was lost (for example, queued before a restore).
  await deps.jobs.define('messages.deliver-due', async () => {
    for (const id of await dueScheduled(deps.database.db, deps.clock.now())) await deliverScheduled(delivery, id);
  });
  await deps.jobs.schedule('messages.deliver-due', '* * * * *');
  await deps.jobs.define<NotifyClientsJob>(NOTIFY_CLIENTS_JOB, (data) =>
    notifyClients(
      { db: deps.database.db, mailer: deps.mailer, sms: deps.sms, config: deps.config, clock: deps.clock },
      data.messageId,
      data.reminderRound,
    ),
  );
  await deps.jobs.define(AUTO_REMIND_JOB, () => sendDueReminders({ ...deps, db: deps.database.db }));
  await deps.jobs.schedule(AUTO_REMIND_JOB, '*/15 * * * *');
  await deps.jobs.define<{ massEmailId: number }>(MASS_EMAIL_JOB, (data) =>
    runMassEmail({ db: deps.database.db, mailer: deps.mailer, config: deps.config }, data.massEmailId),
  );
  await deps.jobs.define<PdfExportRequest & { exportId: number }>(EXPORT_PDF_JOB, (data) =>
    makeConversationPdf(
      { db: deps.database.db, storage: deps.storage, realtime: deps.realtime },
      data,
      deps.clock.now(),
    ),
  );
  // The questionnaire features' jobs, each registered by its feature (reminders, sends, exports).
  await registerReminderJobs(deps);
  await registerSendJobs(deps);
  await registerExportJobs(deps);
  await registerPlatformExportJobs(deps);
  const connect = {
    db: deps.database.db,
    storage: deps.storage,
    ocr: deps.ocr,
    formChooser: deps.formChooser,
    now: () => deps.clock.now(),
    events: deps.events,
  };
  await deps.jobs.define<{ uploadId: number }>(PROCESS_UPLOAD_JOB, (data) => processUpload(connect, data.uploadId));
  await deps.jobs.define(SWEEP_STALLED_JOB, async () => {
    await sweepStalledUploads(connect);
  });
  await deps.jobs.schedule(SWEEP_STALLED_JOB, '*/10 * * * *');
  await deps.jobs.define<ConnectExportJob>(CONNECT_EXPORT_JOB, (data) =>
    runConnectExport({ db: deps.database.db, storage: deps.storage, realtime: deps.realtime }, data),
  );
  await deps.jobs.define<{ requestId: number }>(PREPARE_SIGNATURE_REQUEST_JOB, (data) =>
    prepareSignatureRequest({ db: deps.database.db, storage: deps.storage }, data.requestId),
  );
  await deps.jobs.define<{ requestId: number }>(SEAL_SIGNATURE_REQUEST_JOB, (data) =>
    sealSignatureRequest(deps, data.requestId),
  );
  await deps.jobs.define<{ taxReturnId: number }>(PROCESS_TAX_RETURN_JOB, (data) =>
    processTaxReturn({ ...deps, db: deps.database.db }, data.taxReturnId),
  );
  await deps.jobs.define<{ formId: number }>(SEAL_TAX_RETURN_FORM_JOB, (data) => sealTaxReturnForm(deps, data.formId));
  await deps.jobs.define(RESEAL_TAX_RETURN_FORMS_JOB, async () => {
    await resealPendingForms({ ...deps, db: deps.database.db });
  });
  await deps.jobs.schedule(RESEAL_TAX_RETURN_FORMS_JOB, '*/15 * * * *');
  await deps.jobs.define(REMIND_TAX_RETURNS_JOB, async () => {
    await remindDueTaxReturns({ ...deps, db: deps.database.db });
  });
  await deps.jobs.schedule(REMIND_TAX_RETURNS_JOB, '23 * * * *');
  await deps.jobs.define(REMIND_VOUCHERS_JOB, async () => {
    await remindDueVouchers({ ...deps, db: deps.database.db });
  });
  await deps.jobs.schedule(REMIND_VOUCHERS_JOB, '29 * * * *');
  // Uploads a crashed process left half-written on the local disk; start-up removes most of them.
  // Bytes a job stored for a record it never committed, when the job never ran again (pending-files.ts).
  await deps.jobs.define(REMOVE_PARTIAL_UPLOADS_JOB, async () => {
    await removePartialUploads(deps.storage, ABANDONED_AFTER_MS);
    await removeAbandonedPendingFiles(
      { db: deps.database.db, storage: deps.storage },
      new Date(Date.now() - ABANDONED_AFTER_MS),
    );
  });
  await deps.jobs.schedule(REMOVE_PARTIAL_UPLOADS_JOB, '41 * * * *');
  // A signed checkpoint of every firm's evidence chain that grew since its last one (issue 36 §3); seals make one too.
  await deps.jobs.define(CHECKPOINT_EVIDENCE_JOB, async () => {
    await checkpointAllFirms(deps.database.db, await deps.signing(), deps.clock.now());
  });
  await deps.jobs.schedule(CHECKPOINT_EVIDENCE_JOB, '7 2 * * *');
  // PGlite has no autovacuum of its own (db/pglite-autovacuum.ts); PostgreSQL's does this itself.
  if (deps.database.kind === 'pglite') {
    await deps.jobs.define(AUTOVACUUM_JOB, async () => {
      await autovacuum(deps.database);
    });
    await deps.jobs.schedule(AUTOVACUUM_JOB, AUTOVACUUM_CRON);
  }
  // The portal's events, recorded in the transactions of what they tell (platform/events/portal-events.ts).
  await deps.jobs.define<PortalEvent>(PORTAL_EVENT_JOB, (event) => deps.events.dispatch(event), {
    retryLimit: 3,
    retryDelaySeconds: 5,
  });
  // Queued by the release before this one, which started a workflow's runs from a job of their own.
  await deps.jobs.define<PortalEvent>(START_RUNS_JOB, (event) => startTriggeredRuns(deps, event), { retryLimit: 0 });
  await deps.jobs.define<{ runId: number; firmId: number }>(RUN_WORKFLOW_JOB, (data) => runWorkflow(deps, data), {
    retryLimit: 0,
  });
}
