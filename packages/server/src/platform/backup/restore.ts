import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../../config.ts';
import { openPglite } from '../../db/client.ts';
import { BackupError, holdDataDir } from './data-dir-lock.ts';
import { readManifest, verifyEntries, type Manifest } from './manifest.ts';
import { runPgTool } from './pg-tools.ts';

/**
 * `npm run restore <backup>`: brings the database and the stored files back into an empty DATA_DIR (and, for a
 * PostgreSQL backup, an empty DATABASE_URL database), after checking every file of the backup against its manifest.
 * It never overwrites: a portal started on the result applies any newer migrations itself.
 */
export async function restoreBackup(config: Config, backupDir: string): Promise<Manifest> {
  const manifest = await readManifest(backupDir);
  const { kind, file } = manifest.database;
  if (kind === 'postgresql' && !config.DATABASE_URL)
    throw new BackupError(
      'This backup is of a PostgreSQL database: set DATABASE_URL to an empty database to restore it',
    );
  if (kind === 'pglite' && config.DATABASE_URL)
    throw new BackupError('This backup is of the embedded database: unset DATABASE_URL to restore it into DATA_DIR');
  if (manifest.files.storage === 'local' && config.S3_BUCKET)
    throw new BackupError(
      'This backup holds the stored files themselves: restore it without S3_BUCKET (into DATA_DIR/files), then copy them to the bucket',
    );
  await assertEmptyFolder(config.dataDir);
  if (config.DATABASE_URL) await assertEmptyDatabase(config.DATABASE_URL);
  await verifyEntries(backupDir, manifest);

  const lock = await holdDataDir(config.dataDir);
  try {
    const dump = path.join(backupDir, file);
    if (config.DATABASE_URL) {
      await runPgTool('pg_restore', config.DATABASE_URL, [
        // The backup's owners and grants may not exist on this server; the connecting user owns what it restores.
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        dump,
      ]);
    } else {
      const database = await openPglite(path.join(config.dataDir, 'pglite'), {
        loadDataDir: new Blob([await fs.readFile(dump)]),
      });
      await database.close();
    }
    for (const folder of ['files', 'signing']) {
      await fs.cp(path.join(backupDir, folder), path.join(config.dataDir, folder), { recursive: true }).catch((err) => {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      });
    }
  } catch (err) {
    const where = config.DATABASE_URL ? `${config.dataDir} and the database` : config.dataDir;
    throw new BackupError(
      `The restore stopped half-way (${(err as Error).message}): empty ${where} before trying again`,
    );
  } finally {
    await lock.release();
  }
  return manifest;
}

async function assertEmptyFolder(dataDir: string): Promise<void> {
  const entries = await fs.readdir(dataDir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  if (entries.length > 0)
    throw new BackupError(
      `DATA_DIR (${dataDir}) is not empty: a backup is restored only into an empty folder, so nothing is overwritten. ` +
        'Move its contents aside or point DATA_DIR at a new folder.',
    );
}

async function assertEmptyDatabase(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    if (rows[0]!.n > 0)
      throw new BackupError('The DATABASE_URL database is not empty: restore into a new, empty database');
  } finally {
    await client.end();
  }
}
