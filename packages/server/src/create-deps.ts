import fs from 'node:fs/promises';
import path from 'node:path';
import { offsetClock, systemClock, type Clock } from '@portal/domain';
import type { AppDeps } from './app-deps.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { createJobQueue, type JobQueueOptions } from './platform/jobs/job-queue.ts';
import { createOcrEngine } from './platform/ocr/ocr-engine.ts';
import { createLocalHub, createPostgresHub } from './platform/realtime/realtime-hub.ts';
import { createFileStorage } from './platform/storage/create-file-storage.ts';
import { brandedMailer } from './platform/mail/branded-mailer.ts';
import { createMailer } from './platform/mail/create-mailer.ts';
import { firmMailBrand, holdingMailer } from './features/firm/index.ts';
import { createSmsSender } from './platform/sms/create-sms-sender.ts';
import { createOpenAiDrafter } from './platform/ai/reply-drafter.ts';
import { createOpenAiToolAgent } from './platform/ai/tool-agent.ts';
import { createOpenAiFormChooser } from './platform/ai/form-chooser.ts';
import { createPortalEvents } from './platform/events/portal-events.ts';
import { createPaymentsProvider } from './platform/payments/create-payments-provider.ts';
import { loadSigningIdentity } from './platform/signing/signing-identity.ts';
import { createIdentityProvider } from './platform/identity/create-identity-provider.ts';
import { databaseTestVerificationStore } from './platform/identity/test-identity-store.ts';

export interface Logger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Opens the database, applies migrations and wires every platform service from the configuration. */
export async function createDeps(
  config: Config,
  logger: Logger,
  opts: { database?: Database; clock?: Clock; jobs?: JobQueueOptions } = {},
): Promise<AppDeps> {
  const clock = opts.clock ?? (config.CLOCK_START ? offsetClock(new Date(config.CLOCK_START)) : systemClock);
  const database = opts.database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir }));
  await migrate(database, { ownerUrl: config.MIGRATION_DATABASE_URL });
  const onError = (err: Error) => logger.error({ err }, 'background error');
  const realtime =
    database.kind === 'postgresql' && database.connectionString
      ? await createPostgresHub(database.connectionString, onError)
      : createLocalHub();
  const jobs = createJobQueue(database, { onError, ...opts.jobs });
  return {
    config,
    database,
    storage: createFileStorage(config),
    // A firm's emails carry its logo (spec 002 §1): senders name the firm, the mailer adds the HTML.
    // A firm not yet confirmed by its creator holds its mail (features/firm/held-mail.ts).
    mailer: brandedMailer(holdingMailer(createMailer(config, logger), database.db), (firmId) =>
      firmMailBrand(database.db, firmId, config.publicUrl),
    ),
    sms: createSmsSender(config, logger),
    ai: config.AI_API_KEY
      ? createOpenAiDrafter({
          apiKey: config.AI_API_KEY,
          baseURL: config.AI_BASE_URL,
          model: config.AI_MODEL ?? 'gpt-4o-mini',
        })
      : null,
    agent: config.AI_API_KEY
      ? createOpenAiToolAgent({
          apiKey: config.AI_API_KEY,
          baseURL: config.AI_BASE_URL,
          model: config.AI_MODEL ?? 'gpt-4o-mini',
        })
      : null,
    formChooser: config.AI_API_KEY
      ? createOpenAiFormChooser({
          apiKey: config.AI_API_KEY,
          baseURL: config.AI_BASE_URL,
          model: config.AI_MODEL ?? 'gpt-4o-mini',
        })
      : null,
    events: createPortalEvents(jobs, (err, event) =>
      logger.error({ err, event: event.type }, 'portal event listener failed'),
    ),
    payments: createPaymentsProvider(config, database.db, clock),
    signing: once(() => signingIdentityOf(config)),
    identity: createIdentityProvider(config, { testStore: databaseTestVerificationStore(database.db), clock }),
    ocr: createOcrEngine(),
    jobs,
    realtime,
    clock,
  };
}

const once = <T>(make: () => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};

async function signingIdentityOf(config: Config) {
  const [keyPem, certificatePem] = await Promise.all(
    [config.SIGNING_KEY_FILE, config.SIGNING_CERT_FILE].map((f) => (f ? fs.readFile(f, 'utf8') : undefined)),
  );
  return loadSigningIdentity({
    dir: path.join(config.dataDir, 'signing'),
    commonName: 'Client Portal document sealing',
    keyPem,
    certificatePem,
  });
}

export async function closeDeps(deps: AppDeps) {
  await deps.jobs.stop();
  await deps.ocr.close();
  await deps.realtime.close();
  await deps.database.close();
}
