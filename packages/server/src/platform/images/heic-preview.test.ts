import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import jpeg from 'jpeg-js';
import { AppError } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import type { FileStorage } from '../storage/file-storage.ts';
import { heicFailureKey, heicJpegPreview, heicPreviewKey, type HeicSource } from './heic-preview.ts';
import { HeicConversionError, MAX_WAITING, heicToJpeg } from './heic-to-jpeg.ts';

const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Objects in a Map, counting reads of each key; `failPuts` makes writes under matching keys fail. */
function memoryStorage(failPuts: (key: string) => boolean = () => false) {
  const objects = new Map<string, Buffer>();
  const gets = new Map<string, number>();
  const storage: FileStorage = {
    kind: 'local',
    async put(key, body) {
      const data = await buffer(body);
      if (failPuts(key)) throw new Error('disk full');
      objects.set(key, data);
      return { key, size: data.length, sha256: sha256(data) };
    },
    async get(key) {
      gets.set(key, (gets.get(key) ?? 0) + 1);
      const data = objects.get(key);
      if (!data) throw new AppError('not_found', 'No such object');
      return Readable.from([data]);
    },
    async stat(key) {
      const data = objects.get(key);
      return data ? { size: data.length } : null;
    },
    async delete(key) {
      objects.delete(key);
    },
    async check() {},
  };
  return { storage, objects, reads: (key: string) => gets.get(key) ?? 0 };
}

async function stored(m: ReturnType<typeof memoryStorage>, firmId: number, name: string, bytes?: Buffer) {
  const data = bytes ?? (await fixture(name));
  const source: HeicSource = {
    firmId,
    storageKey: `firms/${firmId}/documents/${name}`,
    sha256: sha256(data),
    size: data.length,
  };
  m.objects.set(source.storageKey, data);
  return source;
}

async function reasonOf(promise: Promise<unknown>) {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HeicConversionError);
  return (err as HeicConversionError).reason;
}

describe('heicJpegPreview', () => {
  it("keeps the rendering under the firm's prefix, so firms share nothing", async () => {
    const m = memoryStorage();
    const source = await stored(m, 7, 'red-blue-64x48.heic');
    const key = heicPreviewKey(7, source.sha256!);
    expect(key).toBe(`firms/7/previews/heic/${source.sha256}.jpg`);
    const first = await heicJpegPreview(m.storage, source);
    expect(jpeg.decode(await buffer(first.body)).width).toBe(64);
    expect([...m.objects.keys()].filter((k) => k.includes('previews'))).toEqual([key]);
    // The same photo in another firm is converted for that firm, not served from the first's rendering.
    const other = { ...source, firmId: 8, storageKey: 'firms/8/documents/same.heic' };
    m.objects.set(other.storageKey, m.objects.get(source.storageKey)!);
    await heicJpegPreview(m.storage, other);
    expect(m.reads(other.storageKey)).toBe(1);
    expect(m.objects.has(heicPreviewKey(8, source.sha256!))).toBe(true);
  });

  it('remembers a photo that cannot be converted and refuses it again without converting', async () => {
    const m = memoryStorage();
    const good = await fixture('red-blue-64x48.heic');
    const corrupt = Buffer.concat([good.subarray(0, 32), Buffer.alloc(2000, 7)]);
    const source = await stored(m, 3, 'broken.heic', corrupt);
    expect(await reasonOf(heicJpegPreview(m.storage, source))).toBe('invalid');
    const marker = heicFailureKey(heicPreviewKey(3, source.sha256!));
    expect(m.objects.get(marker)?.toString()).toBe('invalid');
    expect(m.reads(source.storageKey)).toBe(1);
    // Asked again: the same answer, and the file is not read (so not converted) again.
    expect(await reasonOf(heicJpegPreview(m.storage, source))).toBe('invalid');
    expect(m.reads(source.storageKey)).toBe(1);

    // A bomb is remembered too, with its reason.
    const bomb = await stored(m, 3, 'solid-4000x4000.heic');
    expect(await reasonOf(heicJpegPreview(m.storage, bomb))).toBe('too_many_pixels');
    expect(await reasonOf(heicJpegPreview(m.storage, bomb))).toBe('too_many_pixels');
    expect(m.reads(bomb.storageKey)).toBe(1);
  });

  it('does not remember a failure that may pass (a timeout)', async () => {
    const m = memoryStorage();
    const source = await stored(m, 4, 'quadrants-3000x2000.heic');
    expect(await reasonOf(heicJpegPreview(m.storage, source, { timeoutMs: 1 }))).toBe('timeout');
    expect(m.objects.has(heicFailureKey(heicPreviewKey(4, source.sha256!)))).toBe(false);
    const next = await heicJpegPreview(m.storage, source, { maxLongSide: 32 });
    expect(jpeg.decode(await buffer(next.body)).width).toBe(32);
  });

  it('serves the rendering even when keeping it fails', async () => {
    const m = memoryStorage((key) => key.includes('/previews/'));
    const source = await stored(m, 5, 'red-blue-64x48.heic');
    const preview = await heicJpegPreview(m.storage, source);
    const image = jpeg.decode(await buffer(preview.body));
    expect([image.width, image.height]).toEqual([64, 48]);
    expect(preview.size).toBeGreaterThan(0);
    expect(m.objects.has(heicPreviewKey(5, source.sha256!))).toBe(false);
  });

  it('is refused as busy when the queue is full, but a caller that may wait gets its rendering', async () => {
    const m = memoryStorage();
    const source = await stored(m, 6, 'red-blue-64x48.heic');
    const small = m.objects.get(source.storageKey)!;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const queued = [heicToJpeg(async () => (await held, small))];
    for (let i = 0; i < MAX_WAITING; i++) queued.push(heicToJpeg(async () => small, { maxLongSide: 8 }));
    // Asked at once for one photo: the first is refused, the waiting one does not share its refusal.
    const [refused, waited] = await Promise.allSettled([
      heicJpegPreview(m.storage, source),
      heicJpegPreview(m.storage, source, { wait: true }),
      Promise.resolve().then(release),
    ]);
    expect(refused.status === 'rejected' && (refused.reason as HeicConversionError).reason).toBe('busy');
    expect(waited.status).toBe('fulfilled');
    await Promise.all(queued);
    // A busy refusal is not remembered.
    expect(m.objects.has(heicFailureKey(heicPreviewKey(6, source.sha256!)))).toBe(false);
    expect(m.objects.has(heicPreviewKey(6, source.sha256!))).toBe(true);
  });
});
