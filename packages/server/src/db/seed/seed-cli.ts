import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { migrate } from '../migrate.ts';
import { DEMO_PASSWORD, seedDemoFirm } from './demo-firm.ts';
import { seedDemoDocuments } from './demo-documents.ts';
import { seedDemoBranding } from './demo-branding.ts';
import { createFileStorage } from '../../platform/storage/create-file-storage.ts';
import { BackupError, holdDataDir } from '../../platform/backup/data-dir-lock.ts';

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
