import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BackupError } from './data-dir-lock.ts';

export const MANIFEST = 'manifest.json';
export const FORMAT = 'portal-backup/1';

export interface ManifestEntry {
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  createdAt: string;
  database: { kind: 'pglite' | 'postgresql'; file: string };
  /** Where the stored files are: copied into files/ from DATA_DIR/files, or left in an S3 bucket. */
  files: { storage: 'local' } | { storage: 's3'; bucket: string; note: string };
  /** Every file of the backup but this manifest, with its checksum. */
  entries: ManifestEntry[];
}

/** Every file under dir, as slash-separated paths relative to it, in a stable order. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

export async function describeFiles(dir: string): Promise<ManifestEntry[]> {
  const entries: ManifestEntry[] = [];
  for (const rel of await listFiles(dir)) {
    if (rel === MANIFEST) continue;
    const file = path.join(dir, ...rel.split('/'));
    entries.push({ path: rel, size: (await fs.stat(file)).size, sha256: await sha256File(file) });
  }
  return entries;
}

export async function readManifest(backupDir: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(backupDir, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`${backupDir} is not a portal backup: its ${MANIFEST} is missing or unreadable`);
  }
  if (manifest.format !== FORMAT)
    throw new BackupError(`${backupDir} is a backup of another format (${manifest.format})`);
  return manifest;
}

/** Checks every file of the backup against its manifest, so a damaged backup is refused before anything is written. */
export async function verifyEntries(backupDir: string, manifest: Manifest): Promise<void> {
  for (const entry of manifest.entries) {
    const file = path.join(backupDir, ...entry.path.split('/'));
    const ok = await sha256File(file).then(
      (sha) => sha === entry.sha256,
      () => false,
    );
    if (!ok) throw new BackupError(`The backup is damaged: ${entry.path} is missing or differs from its checksum`);
  }
}
