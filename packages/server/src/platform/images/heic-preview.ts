import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { FileStorage } from '../storage/file-storage.ts';
import { HEIC_DEFAULTS, HeicConversionError, heicToJpeg, type HeicToJpegOptions } from './heic-to-jpeg.ts';

/** Where a HEIC file's JPEG rendering is kept: by content, so copies of one photo share it. */
export const heicPreviewKey = (sha256: string) => `previews/heic/${sha256}.jpg`;

export interface HeicSource {
  storageKey: string;
  /** Hex sha256 of the stored bytes; without it the rendering is made each time and not kept. */
  sha256: string | null;
  size: number | null;
}

// Conversions under way, per storage and key, so concurrent requests for one photo share one.
const inFlight = new WeakMap<FileStorage, Map<string, Promise<Buffer>>>();

/**
 * The JPEG rendering of a stored HEIC file: from the storage when made before, else converted (once,
 * however many ask at the same time) and kept. Rejects with HeicConversionError when it cannot be made.
 */
export async function heicJpegPreview(
  storage: FileStorage,
  source: HeicSource,
  opts: HeicToJpegOptions = {},
): Promise<{ body: Readable; size: number }> {
  const key = source.sha256 && /^[0-9a-f]{64}$/.test(source.sha256) ? heicPreviewKey(source.sha256) : null;
  if (!key) return fromBuffer(await convert(storage, source, opts));
  const cached = await storage.stat(key);
  if (cached) return { body: await storage.get(key), size: cached.size };
  let pending = inFlight.get(storage);
  if (!pending) inFlight.set(storage, (pending = new Map()));
  let conversion = pending.get(key);
  if (!conversion) {
    conversion = convertAndKeep(storage, source, key, opts).finally(() => pending.delete(key));
    pending.set(key, conversion);
  }
  return fromBuffer(await conversion);
}

async function convertAndKeep(storage: FileStorage, source: HeicSource, key: string, opts: HeicToJpegOptions) {
  const jpeg = await convert(storage, source, opts);
  await storage.put(key, Readable.from([jpeg]), { contentType: 'image/jpeg' });
  return jpeg;
}

async function convert(storage: FileStorage, source: HeicSource, opts: HeicToJpegOptions): Promise<Buffer> {
  // Known too large from its recorded size: refused without reading it.
  const maxInputBytes = opts.maxInputBytes ?? HEIC_DEFAULTS.maxInputBytes;
  if ((source.size ?? 0) > maxInputBytes) {
    throw new HeicConversionError('input_too_large', `The file is ${source.size} bytes, over ${maxInputBytes}`);
  }
  return heicToJpeg(await buffer(await storage.get(source.storageKey)), opts);
}

const fromBuffer = (jpeg: Buffer) => ({ body: Readable.from([jpeg]), size: jpeg.length });
