import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { lstat, mkdir, open, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '@portal/domain';
import type { FileStorage, PutOptions, StoredObject } from './file-storage.ts';
import { MeasureStream } from './measure-stream.ts';
import { RESERVED_PREFIX, assertValidKey } from './storage-key.ts';

/**
 * Files on the local disk under one root directory (DATA_DIR/files by default).
 * Uploads land in `<root>/.partial` first and are renamed into place, which is atomic on one
 * filesystem: a reader never sees a half-written file and a failed upload leaves the previous
 * version (if any) untouched.
 */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  readonly root: string;
  private readonly partialDir: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    this.partialDir = path.join(this.root, RESERVED_PREFIX);
  }

  async put(key: string, body: Readable, opts: PutOptions = {}): Promise<StoredObject> {
    const target = this.resolve(key);
    await mkdir(this.partialDir, { recursive: true });
    const temp = path.join(this.partialDir, randomUUID());
    const meter = new MeasureStream(opts.maxBytes);
    try {
      await pipeline(body, meter, createWriteStream(temp, { flags: 'wx' }));
      await mkdir(path.dirname(target), { recursive: true });
      await rename(temp, target);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
    return { key, size: meter.bytes, sha256: meter.digest() };
  }

  async get(key: string): Promise<Readable> {
    const file = this.resolve(key);
    // Opening (rather than stat-then-open) answers "missing" and hands over the stream in one step,
    // so a concurrent delete cannot turn a 404 into a stream error.
    const handle = await open(file, 'r').catch((err: NodeJS.ErrnoException) => {
      throw isMissing(err) ? notFound(key) : err;
    });
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      throw notFound(key);
    }
    return handle.createReadStream();
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const info = await stat(this.resolve(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.resolve(key));
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
  }

  async check(): Promise<void> {
    await mkdir(this.partialDir, { recursive: true });
    // A real write catches read-only mounts and full disks that an access() check would miss.
    const probe = path.join(this.partialDir, `check-${randomUUID()}`);
    await writeFile(probe, 'ok');
    await rm(probe, { force: true });
  }

  /**
   * Removes uploads left in .partial whose last write is before `idleSince`: a process that died mid-upload
   * (kill -9, a crash) never renames them into place. A live upload writes all the time, so its file is
   * newer and stays. Answers what was removed.
   */
  async removePartials(idleSince: Date): Promise<{ files: number; bytes: number }> {
    const removed = { files: 0, bytes: 0 };
    const names = await readdir(this.partialDir).catch((err: unknown) => {
      if (isMissing(err)) return [];
      throw err;
    });
    for (const name of names) {
      const file = path.join(this.partialDir, name);
      // Gone meanwhile (its upload finished and renamed it): nothing to do.
      const info = await lstat(file).catch(() => null);
      if (!info?.isFile() || info.mtime >= idleSince) continue;
      await rm(file, { force: true });
      removed.files++;
      removed.bytes += info.size;
    }
    return removed;
  }

  /** Maps a key to its path; the prefix check backs up assertValidKey so nothing resolves outside root. */
  private resolve(key: string): string {
    assertValidKey(key);
    const file = path.resolve(this.root, ...key.split('/'));
    if (!file.startsWith(this.root + path.sep)) throw new AppError('bad_request', 'Invalid storage key');
    return file;
  }
}

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

// The key stays out of the message: it names firm ids and the message may reach a client.
const notFound = (_key: string) => new AppError('not_found', 'File not found');
