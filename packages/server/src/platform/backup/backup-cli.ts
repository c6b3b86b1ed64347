import { ConfigError, loadConfig } from '../../config.ts';
import { createBackup } from './backup.ts';
import { BackupError } from './data-dir-lock.ts';
import { restoreBackup } from './restore.ts';

/*
 * `npm run backup [folder]` (default ./backups) and `npm run restore <backup folder>`, run with the portal's own
 * settings (DATA_DIR, DATABASE_URL, S3_*) so they find the same database and files.
 */
/* eslint-disable no-console -- a command-line tool talks on stdout */
async function main() {
  const [command, arg] = process.argv.slice(2);
  const config = loadConfig();
  if (command === 'backup') {
    const dir = await createBackup(config, arg ?? 'backups');
    console.log(`Backup written to ${dir}`);
    if (config.S3_BUCKET) console.log(`The files stay in the S3 bucket ${config.S3_BUCKET}: keep its versioning on.`);
  } else if (command === 'restore' && arg) {
    const manifest = await restoreBackup(config, arg);
    console.log(
      `Restored the backup of ${manifest.createdAt} into ${config.dataDir}. Start the portal with npm start.`,
    );
  } else {
    console.error('Usage: npm run backup [folder]  |  npm run restore <backup folder>');
    process.exit(2);
  }
}

try {
  await main();
} catch (err) {
  if (!(err instanceof BackupError || err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
