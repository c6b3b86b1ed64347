import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { migrate } from '../migrate.ts';
import { DEMO_PASSWORD, seedDemoFirm } from './demo-firm.ts';
import { seedDemoDocuments } from './demo-documents.ts';
import { seedDemoBranding } from './demo-branding.ts';
import { createFileStorage } from '../../platform/storage/create-file-storage.ts';
import { BackupError, holdDataDir } from '../../platform/backup/data-dir-lock.ts';
import { buildApp } from '../../app.ts';
import { closeDeps, createDeps } from '../../create-deps.ts';
import { registerJobs } from '../../jobs.ts';
import { seedDemoActivity } from './demo-activity.ts';

/**
 * With --activity (`npm run demo`), the new demo firm is also put to work through the portal's own routes and jobs
 * (demo-activity.ts); the browser tests' portals seed the firm alone, so each spec starts from the same known rows.
 */
const withActivity = process.argv.includes('--activity');

/** `npm run demo` runs this before the server starts (PGlite allows one process at a time). */
/* eslint-disable no-console -- a command-line tool talks on stdout */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // Not while a portal (or a backup) has the embedded database open: two processes on it lose each other's writes.
  const lock = config.DATABASE_URL
    ? undefined
    : await holdDataDir(config.dataDir).catch((err: unknown) => {
        if (!(err instanceof BackupError)) throw err;
        console.error(err.message);
        process.exit(1);
      });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await migrate(database);
    const { created, firmId } = await seedDemoFirm(database.db);
    if (created) {
      const storage = createFileStorage(config);
      await seedDemoDocuments(database.db, storage, firmId);
      await seedDemoBranding(database.db, storage, firmId);
    }
    if (created && withActivity) {
      console.log('Putting the demo firm to work (returns, signature requests, scans, workflows)...');
      // The seed's own database, left open for the lines below (closeDeps closes the rest).
      const logger = { info: () => undefined, error: (obj: object, msg?: string) => console.error(msg, obj) };
      const deps = await createDeps(config, logger, { database: { ...database, close: async () => undefined } });
      try {
        await deps.signing();
        const app = await buildApp(deps);
        await deps.jobs.start();
        await registerJobs(deps);
        await seedDemoActivity(deps, app, firmId);
        await app.close();
      } finally {
        await closeDeps(deps);
      }
    }
    console.log(created ? 'Demo firm created.' : 'Demo firm already present.');
    console.log(`Sign in at ${config.publicUrl}/ as partner@demo.example, admin@demo.example, full@demo.example`);
    console.log(
      `or group@demo.example (staff), or client1@demo.example (a client), with the password ${DEMO_PASSWORD}`,
    );
    console.log(
      `Codes and links sent by email land in ${config.outboxDir} (or your SMTP server when SMTP_URL is set).`,
    );
  } finally {
    await database.close();
    await lock?.release();
  }
}

await main();
