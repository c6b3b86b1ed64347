import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createFileStorage } from '../../platform/storage/create-file-storage.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { storeTypedFile } from './typed-file.ts';

describe('storeTypedFile', () => {
  let dir: string;
  let storage: FileStorage;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-typed-'));
    storage = createFileStorage(loadConfig({ DATA_DIR: dir }));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('fails the upload and keeps nothing when the connection drops mid-file (no unhandled error)', async () => {
    const broken = new Readable({
      read() {
        this.push(Buffer.from('%PDF-1.7\n' + 'x'.repeat(10_000)));
        setImmediate(() => this.destroy(new Error('client went away')));
      },
    });
    await expect(storeTypedFile(storage, 'firms/1/documents/broken', broken, 'w2.pdf')).rejects.toThrow();
    expect(await storage.stat('firms/1/documents/broken')).toBeNull();
  });

  it('refuses a file the multipart parser cut at the size limit, and removes what was written', async () => {
    const cut = Object.assign(Readable.from([Buffer.from('%PDF-1.7\nrest of a very large file')]), { truncated: true });
    await expect(storeTypedFile(storage, 'firms/1/documents/cut', cut, 'big.pdf')).rejects.toMatchObject({
      code: 'payload_too_large',
    });
    expect(await storage.stat('firms/1/documents/cut')).toBeNull();
  });

  it('drains and refuses what is not an accepted type, storing nothing', async () => {
    const exe = Readable.from([Buffer.from('MZ\x90\x00 not a document')]);
    expect(await storeTypedFile(storage, 'firms/1/documents/exe', exe, 'tool.pdf')).toBeNull();
    expect(await storage.stat('firms/1/documents/exe')).toBeNull();
  });
});
