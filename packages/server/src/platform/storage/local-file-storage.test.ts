import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createFileStorage } from './create-file-storage.ts';
import { chunkedBody, describeFileStorageContract, failingBody } from './file-storage-contract.ts';
import { LocalFileStorage } from './local-file-storage.ts';

let dataDir: string;
let storage: LocalFileStorage;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-local-storage-'));
  const created = createFileStorage(loadConfig({ DATA_DIR: dataDir }));
  if (!(created instanceof LocalFileStorage)) throw new Error('expected the local adapter without S3_BUCKET');
  storage = created;
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describeFileStorageContract('local', () => storage);

describe('LocalFileStorage', () => {
  it('keeps files under DATA_DIR/files', async () => {
    await storage.put('where/f1/x.txt', Readable.from([Buffer.from('hi')]));
    expect(storage.root).toBe(path.join(dataDir, 'files'));
    expect(await readFile(path.join(dataDir, 'files', 'where', 'f1', 'x.txt'), 'utf8')).toBe('hi');
  });

  it('leaves no partial files behind after failed uploads', async () => {
    await expect(storage.put('p/a.bin', chunkedBody(Buffer.alloc(5000)), { maxBytes: 10 })).rejects.toThrow();
    await expect(storage.put('p/b.bin', failingBody(1000))).rejects.toThrow();
    expect(await readdir(path.join(dataDir, 'files', '.partial'))).toEqual([]);
  });

  it('treats a directory as a missing object', async () => {
    await storage.put('dir/inner/file.txt', Readable.from([Buffer.from('x')]));
    expect(await storage.stat('dir/inner')).toBeNull();
    await expect(storage.get('dir/inner')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('passes its health check', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('fails its health check when the root is unusable', async () => {
    const blocker = path.join(dataDir, 'not-a-dir');
    await writeFile(blocker, 'x');
    await expect(new LocalFileStorage(path.join(blocker, 'files')).check()).rejects.toThrow();
  });
});
