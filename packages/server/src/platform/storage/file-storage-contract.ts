import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { AppError } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage.ts';

const MB = 1024 * 1024;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Streams `total` bytes in small chunks, so adapters see a body of unknown length like an HTTP upload. */
export function chunkedBody(data: Buffer, chunkSize = 64 * 1024): Readable {
  let offset = 0;
  return new Readable({
    read() {
      if (offset >= data.length) return this.push(null);
      this.push(data.subarray(offset, offset + chunkSize));
      offset += chunkSize;
    },
  });
}

/** A body that sends `goodBytes` and then fails, as a dropped client connection does. */
export function failingBody(goodBytes: number): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (sent) return this.destroy(new Error('connection reset'));
      sent = true;
      this.push(randomBytes(goodBytes));
    },
  });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected the promise to reject');
}

/**
 * The behaviour every FileStorage must share; each adapter's test file runs it against a real
 * backend so the local disk and S3 cannot drift apart.
 */
export function describeFileStorageContract(name: string, storage: () => FileStorage): void {
  describe(`${name}: FileStorage contract`, () => {
    it('streams a body in and out, measuring size and sha256', async () => {
      const data = randomBytes(300 * 1024 + 7);
      const stored = await storage().put('firms/f1/documents/a.bin', chunkedBody(data));
      expect(stored).toEqual({ key: 'firms/f1/documents/a.bin', size: data.length, sha256: sha256(data) });
      expect(await storage().stat('firms/f1/documents/a.bin')).toEqual({ size: data.length });
      const back = await buffer(await storage().get('firms/f1/documents/a.bin'));
      expect(back.equals(data)).toBe(true);
    });

    it('handles bodies larger than one multipart part', async () => {
      const data = randomBytes(12 * MB + 3);
      const stored = await storage().put('big/b.bin', chunkedBody(data, 256 * 1024));
      expect(stored.sha256).toBe(sha256(data));
      expect(stored.size).toBe(data.length);
      const back = await buffer(await storage().get('big/b.bin'));
      expect(sha256(back)).toBe(sha256(data));
    });

    it('stores an empty body', async () => {
      const stored = await storage().put('empty.txt', Readable.from([]));
      expect(stored.size).toBe(0);
      expect(stored.sha256).toBe(sha256(Buffer.alloc(0)));
      expect(await storage().stat('empty.txt')).toEqual({ size: 0 });
    });

    it('overwrites an existing key', async () => {
      await storage().put('over.txt', Readable.from([Buffer.from('first version')]));
      await storage().put('over.txt', Readable.from([Buffer.from('v2')]));
      expect((await buffer(await storage().get('over.txt'))).toString()).toBe('v2');
    });

    it('answers not_found and null for a missing key', async () => {
      const err = await rejection(storage().get('nope/missing.txt'));
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe('not_found');
      expect(await storage().stat('nope/missing.txt')).toBeNull();
    });

    it('deletes idempotently', async () => {
      await storage().put('del/x.txt', Readable.from([Buffer.from('x')]));
      await storage().delete('del/x.txt');
      await storage().delete('del/x.txt');
      await storage().delete('del/never-existed.txt');
      expect(await storage().stat('del/x.txt')).toBeNull();
      expect(((await rejection(storage().get('del/x.txt'))) as AppError).code).toBe('not_found');
    });

    it('rejects a small body over maxBytes and keeps nothing', async () => {
      const err = await rejection(
        storage().put('limit/small.bin', chunkedBody(randomBytes(2048), 512), { maxBytes: 1000 }),
      );
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe('payload_too_large');
      expect(await storage().stat('limit/small.bin')).toBeNull();
    });

    it('aborts a multipart-sized body over maxBytes, keeping the previous version', async () => {
      await storage().put('limit/big.bin', Readable.from([Buffer.from('previous')]));
      const err = await rejection(
        storage().put('limit/big.bin', chunkedBody(randomBytes(13 * MB)), { maxBytes: 11 * MB }),
      );
      expect((err as AppError).code).toBe('payload_too_large');
      expect(await storage().stat('limit/big.bin')).toEqual({ size: 'previous'.length });
    });

    it('accepts a body of exactly maxBytes', async () => {
      const stored = await storage().put('limit/exact.bin', chunkedBody(randomBytes(4096), 1000), { maxBytes: 4096 });
      expect(stored.size).toBe(4096);
    });

    it('keeps nothing when the body fails mid-stream', async () => {
      const err = await rejection(storage().put('broken/upload.bin', failingBody(100 * 1024)));
      expect((err as Error).message).toBe('connection reset');
      expect(await storage().stat('broken/upload.bin')).toBeNull();
    });

    it.each([
      '',
      '/etc/passwd',
      '../outside.txt',
      'a/../../outside.txt',
      'a/./b',
      'a//b',
      'a/b/',
      'a\\..\\b',
      'nul\u0000byte',
      'C:/windows',
      '.partial/x',
    ])('rejects the unsafe key %j', async (key) => {
      const attempts = [
        storage().put(key, Readable.from([Buffer.from('x')])),
        storage().get(key),
        storage().stat(key),
        storage().delete(key),
      ];
      for (const attempt of attempts) {
        expect(((await rejection(attempt)) as AppError).code).toBe('bad_request');
      }
    });
  });
}
