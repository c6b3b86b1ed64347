import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { FileStorage } from '../storage/file-storage.ts';
import {
  HEIC_DEFAULTS,
  HeicConversionError,
  heicToJpeg,
  type HeicConversionFailure,
  type HeicToJpegOptions,
} from './heic-to-jpeg.ts';

/**
 * Where a HEIC file's JPEG rendering is kept: by content, so copies of one photo share it, under the
 * firm's prefix, so one firm can neither find nor time another's photos.
 */
export const heicPreviewKey = (firmId: number, sha256: string) => `firms/${firmId}/previews/heic/${sha256}.jpg`;

/** Next to the rendering's key when it cannot be made; its content is the reason. */
export const heicFailureKey = (previewKey: string) => `${previewKey}.failed`;

// Failures that converting again would repeat; 'timeout', 'busy' and 'failed' may pass, so are not kept.
const LASTING: readonly HeicConversionFailure[] = ['invalid', 'too_many_pixels', 'input_too_large'];

export interface HeicSource {
  firmId: number;
  storageKey: string;
  /** Hex sha256 of the stored bytes; without it the rendering is made each time and not kept. */
  sha256: string | null;
  size: number | null;
}

// Conversions under way, per storage and key, so concurrent requests for one photo share one.
const inFlight = new WeakMap<FileStorage, Map<string, Promise<Buffer>>>();

/**
 * The JPEG rendering of a stored HEIC file: from the storage when made before, else converted (once,
 * however many ask at the same time) and kept. Rejects with HeicConversionError when it cannot be made,
 * at once when it could not be made before. With `wait`, never refused as 'busy'.
 */
export async function heicJpegPreview(
  storage: FileStorage,
  source: HeicSource,
  opts: HeicToJpegOptions = {},
): Promise<{ body: Readable; size: number }> {
  const key =
    source.sha256 && /^[0-9a-f]{64}$/.test(source.sha256) ? heicPreviewKey(source.firmId, source.sha256) : null;
  if (!key) return fromBuffer(await convert(storage, source, opts));
  const cached = await storage.stat(key);
  if (cached) return { body: await storage.get(key), size: cached.size };
  await throwIfFailedBefore(storage, key);
  let pending = inFlight.get(storage);
  if (!pending) inFlight.set(storage, (pending = new Map()));
  const shared = pending.get(key);
  if (shared) {
    const jpeg = await shared.catch((err: unknown) => {
      // The shared conversion was refused as busy; one that may wait makes its own.
      if (opts.wait && err instanceof HeicConversionError && err.reason === 'busy') return null;
      throw err;
    });
    if (jpeg) return fromBuffer(jpeg);
  }
  const conversion = convertAndKeep(storage, source, key, opts).finally(() => {
    if (pending.get(key) === conversion) pending.delete(key);
  });
  pending.set(key, conversion);
  return fromBuffer(await conversion);
}

async function throwIfFailedBefore(storage: FileStorage, key: string) {
  if (!(await storage.stat(heicFailureKey(key)))) return;
  const reason = (await buffer(await storage.get(heicFailureKey(key)))).toString('utf8').trim();
  throw new HeicConversionError(
    LASTING.includes(reason as HeicConversionFailure) ? (reason as HeicConversionFailure) : 'invalid',
    'The conversion failed before',
  );
}

async function convertAndKeep(storage: FileStorage, source: HeicSource, key: string, opts: HeicToJpegOptions) {
  let jpeg: Buffer;
  try {
    jpeg = await convert(storage, source, opts);
  } catch (err) {
    if (err instanceof HeicConversionError && LASTING.includes(err.reason)) {
      await storage.put(heicFailureKey(key), Readable.from([Buffer.from(err.reason)])).catch(() => undefined);
    }
    throw err;
  }
  // Not kept is not lost: the rendering is served anyway and made again next time.
  await storage.put(key, Readable.from([jpeg]), { contentType: 'image/jpeg' }).catch(() => undefined);
  return jpeg;
}

async function convert(storage: FileStorage, source: HeicSource, opts: HeicToJpegOptions): Promise<Buffer> {
  // Known too large from its recorded size: refused without reading it.
  const maxInputBytes = opts.maxInputBytes ?? HEIC_DEFAULTS.maxInputBytes;
  if ((source.size ?? 0) > maxInputBytes) {
    throw new HeicConversionError('input_too_large', `The file is ${source.size} bytes, over ${maxInputBytes}`);
  }
  // Read when the conversion's turn comes, so conversions waiting in the queue hold no bytes.
  return heicToJpeg(async () => buffer(await storage.get(source.storageKey)), opts);
}

const fromBuffer = (jpeg: Buffer) => ({ body: Readable.from([jpeg]), size: jpeg.length });
