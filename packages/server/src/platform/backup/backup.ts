import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { openPglite } from '../../db/client.ts';
import { RESERVED_PREFIX } from '../storage/storage-key.ts';
import { BackupError, holdDataDir, requestDump } from './data-dir-lock.ts';
import { FORMAT, MANIFEST, describeFiles, listFiles, type Manifest } from './manifest.ts';
import { runPgTool } from './pg-tools.ts';

/**
 * `npm run backup`: the database and the stored files of a portal, running or stopped, in one new folder with a
 * manifest of checksums. Written as <name>.incomplete and renamed at the end, so a folder named portal-backup-* is
 * always whole.
 */
export async function createBackup(config: Config, outDir: string, now = new Date()): Promise<string> {
  const target = path.resolve(outDir, `portal-backup-${now.toISOString().replace(/[:.]/g, '-')}`);
  if (isInside(target, config.dataDir))
    throw new BackupError('Write backups outside DATA_DIR: a backup must outlive the disk it protects');
  const work = `${target}.incomplete`;
  await fs.rm(work, { recursive: true, force: true });
  // The backup holds everything the portal knows: only its owner may read it.
  await fs.mkdir(work, { recursive: true, mode: 0o700 });
  try {
    await writeBackup(config, work, now);
  } catch (err) {
    await fs.rm(work, { recursive: true, force: true });
    throw err;
  }
  await fs.rename(work, target);
  return target;
}

async function writeBackup(config: Config, work: string, now: Date): Promise<void> {
  const local = !config.S3_BUCKET;
  // Files are copied before and after the database: a file deleted after the dump is in the first copy, a file added
  // before the dump is in the second, so every file the dumped records name is in the backup.
  if (local) await copyStoredFiles(config.filesDir, path.join(work, 'files'));
  const database = await dumpDatabase(config, work);
  if (local) await copyStoredFiles(config.filesDir, path.join(work, 'files'));
  // The certificate that seals signed PDFs (unless SIGNING_KEY_FILE points elsewhere): a restored portal seals as before.
  await fs
    .cp(path.join(config.dataDir, 'signing'), path.join(work, 'signing'), { recursive: true })
    .catch(ignoreMissing);

  const manifest: Manifest = {
    format: FORMAT,
    createdAt: now.toISOString(),
    database,
    files: config.S3_BUCKET
      ? {
          storage: 's3',
          bucket: config.S3_BUCKET,
          note: 'Files stay in the bucket: keep its versioning on, so files deleted or replaced after this backup can be brought back.',
        }
      : { storage: 'local' },
    entries: await describeFiles(work),
  };
  await fs.writeFile(path.join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

async function dumpDatabase(config: Config, work: string): Promise<Manifest['database']> {
  if (config.DATABASE_URL) {
    // pg_dump reads one snapshot of the database while the portal goes on writing.
    await runPgTool('pg_dump', config.DATABASE_URL, [
      '--format=custom',
      `--file=${path.join(work, 'database.pgdump')}`,
    ]);
    return { kind: 'postgresql', file: 'database.pgdump' };
  }
  // The running portal dumps its own database (no second process may open it); a stopped one is opened here.
  const dump = (await requestDump(config.dataDir)) ?? (await dumpStoppedPglite(config.dataDir));
  await fs.writeFile(path.join(work, 'database.tar.gz'), dump);
  return { kind: 'pglite', file: 'database.tar.gz' };
}

async function dumpStoppedPglite(dataDir: string): Promise<Buffer> {
  const folder = path.join(dataDir, 'pglite');
  if (!(await fs.stat(folder).catch(() => null)))
    throw new BackupError(`There is no database in ${dataDir} to back up`);
  const lock = await holdDataDir(dataDir);
  try {
    const database = await openPglite(folder);
    try {
      return Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
    } finally {
      await database.close();
    }
  } finally {
    await lock.release();
  }
}

/** Copies what is not copied yet; uploads in progress (.partial) stay out, and a file deleted meanwhile is skipped. */
async function copyStoredFiles(from: string, to: string): Promise<void> {
  await fs.mkdir(to, { recursive: true });
  const files = await listFiles(from).catch((err: NodeJS.ErrnoException) =>
    err.code === 'ENOENT' ? [] : Promise.reject(err),
  );
  for (const rel of files) {
    if (rel.startsWith(`${RESERVED_PREFIX}/`)) continue;
    const target = path.join(to, ...rel.split('/'));
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.copyFile(path.join(from, ...rel.split('/')), target, constants.COPYFILE_EXCL).catch((err) => {
      if (!['EEXIST', 'ENOENT'].includes((err as NodeJS.ErrnoException).code ?? '')) throw err;
    });
  }
}

function ignoreMissing(err: NodeJS.ErrnoException): void {
  if (err.code !== 'ENOENT') throw err;
}

function isInside(file: string, dir: string): boolean {
  const rel = path.relative(path.resolve(dir), file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}
